import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { parseMediaSrc } from '@/shared/media';
import { useForm } from './form-context';
import { childPointer } from '@/shared/json-pointer';
import { kindOf, resolveSchema, type Schema } from '../state/schema-kind';
import { withTranslation } from '../state/translations';
import { isObject } from '@/shared/is-object';

export interface ImageValues {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image object (src, alt, width, height) as its src field sees it: its title, and one change of several keys. */
export interface ImageObject {
  title: string;
  /** the pointer of its src field */
  srcPointer: string;
  /** sets these keys together: one change of the draft, one undo step */
  set: (values: Partial<ImageValues>) => void;
}

export const ImageObjectContext = createContext<ImageObject | null>(null);

const keys = ['src', 'alt', 'width', 'height'] as const;

/** Whether the schema is the shape of schema/defs/common.schema.json's image: an image file, its alt text and its size. */
export function isImageSchema(schema: Schema, root: Schema): boolean {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  if (!keys.every((key) => key in properties)) return false;
  const src = resolveSchema(properties.src!, root);
  return kindOf(src) === 'file' && src['x-widget'] === 'image-file';
}

/** The image whose src field is at `pointer`, or null for any other file field. */
export function useImageObject(pointer: string): ImageObject | null {
  const image = useContext(ImageObjectContext);
  return image?.srcPointer === pointer ? image : null;
}

/** What choosing `src` changes: an upload's name carries its size, so width and height follow it. */
export function chosenValues(src: string): Partial<ImageValues> {
  const media = parseMediaSrc(src);
  return media ? { src, width: media.width, height: media.height } : { src };
}


/**
 * The image with `values` set. A new description drops the old one's translations: they describe the picture it
 * replaced, and a stale Hindi `alt` would describe the wrong image; the new one is then listed as untranslated.
 */
export function imageWith(image: Record<string, unknown>, values: Partial<ImageValues>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...image, ...values };
  if (values.alt === undefined || values.alt === image.alt || !isObject(image.translations)) return next;
  let translations: Record<string, unknown> | undefined = image.translations;
  for (const code of Object.keys(image.translations)) translations = withTranslation(translations, code, 'alt', undefined);
  if (translations) next.translations = translations;
  else delete next.translations;
  return next;
}

/** For an object field: the image it is, to provide to its src field, or null when it is no image (or absent). */
export function useImageObjectOf(schema: Schema, pointer: string, value: unknown, title: string): ImageObject | null {
  const { root, update } = useForm();
  // an upload answers later: its change builds on the value then, not on the one its dialog opened with
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const image = isObject(value) && isImageSchema(schema, root);
  return useMemo(
    () => (image ? { title, srcPointer: childPointer(pointer, 'src'), set: (values: Partial<ImageValues>) => update(pointer, imageWith(latest.current as Record<string, unknown>, values)) } : null),
    [image, title, pointer, update],
  );
}
