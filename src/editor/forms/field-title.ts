import { fromPointer } from '@/shared/json-pointer';
import { kindOf, resolveSchema, unionOptions, type Schema } from '../state/schema-kind';
import { formLabels } from './labels';

/** The schema of property `step` of an object schema, looked for in each option of a union. */
function propertyOf(schema: Schema, step: string, root: Schema): Schema | undefined {
  const options = kindOf(schema) === 'union' ? unionOptions(schema, root) : [schema];
  for (const option of options) {
    const found = (option.properties as Record<string, Schema> | undefined)?.[step];
    if (found) return found;
  }
  return undefined;
}

/**
 * A field of a form's value in the words of its form: `Button › Label`, `Paragraphs`, `Items 2 › Label` (the titles
 * its schema gives each step, list items numbered from 1); a step the schema does not know is named as it is.
 */
export function fieldTitle(root: Schema, pointer: string): string {
  const words: string[] = [];
  let schema: Schema | undefined = root;
  for (const step of fromPointer(pointer)) {
    const current: Schema | undefined = schema && resolveSchema(schema, root);
    const isItem = /^\d+$/.test(step) && current !== undefined && kindOf(current) === 'array';
    if (isItem) {
      schema = current.items as Schema | undefined;
      words.push(formLabels.itemTitle(words.pop() ?? step, Number(step) + 1));
      continue;
    }
    schema = current && propertyOf(current, step, root);
    words.push(String((schema && resolveSchema(schema, root).title) ?? step));
  }
  return words.join(' › ');
}
