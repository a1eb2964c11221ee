import { useEffect, useRef } from 'react';
import { Field } from './field';
import { useForm } from './form-context';
import { FieldDescription, FieldProblems, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { emptyValue } from './empty-value';
import { childPointer } from '@/shared/json-pointer';
import { resolveSchema, type Schema } from '../state/schema-kind';
import { Buttons, Group, Item, Items, Muted, SmallButton } from './form.styles';
import { formLabels } from './labels';
import { useItemKeys } from './use-item-keys';

type Action = 'up' | 'down' | 'remove' | 'add';

interface ItemButtonProps {
  /** the list's id, so focus can find this list's buttons and not those of a list inside an item */
  list: string;
  action: Action;
  index: number;
  /** the short visible text, which the name starts with (what a speech-input user says) */
  text: string;
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

// aria-disabled rather than disabled: the first item's Move up keeps focus after a move instead of dropping it to the page
function ItemButton({ list, action, index, text, name, onClick, disabled = false }: ItemButtonProps) {
  return (
    <SmallButton type="button" data-list={list} data-action={action} data-index={index} aria-label={name} aria-disabled={disabled || undefined} onClick={disabled ? undefined : onClick}>
      {text}
    </SmallButton>
  );
}

// one empty list, so that a render can tell it from the list a change was made from
const noItems: unknown[] = [];

/** A list: each item in its own box with Move up, Move down and Remove, and Add at the end. Focus follows the item. */
export function ArrayField({ schema, pointer, value, title, required }: ControlProps) {
  const { root, update } = useForm();
  const items = Array.isArray(value) ? value : noItems;
  const itemSchema = (schema.items ?? {}) as Schema;
  const itemTitle = String(resolveSchema(itemSchema, root).title ?? title);
  const keys = useItemKeys(items.length);
  const meta = useFieldMeta(pointer, schema.description, items.map((_, index) => childPointer(pointer, index)));
  const group = useRef<HTMLFieldSetElement>(null);
  // the control to focus, and the items it was asked from: an effect of an earlier render may run first
  const focusNext = useRef<{ action: Action; index: number; from: unknown[] } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next || next.from === items) return;
    focusNext.current = null;
    // scoped to this list by its id: the items may hold lists of their own with the same buttons
    const list = CSS.escape(meta.id);
    const target =
      next.action === 'add'
        ? (group.current?.querySelector(`[data-item="${list}"][data-index="${next.index}"]`)?.querySelector<HTMLElement>('input, select, textarea, button') ??
          group.current?.querySelector<HTMLElement>(`[data-list="${list}"][data-action="add"]`))
        : group.current?.querySelector<HTMLElement>(`[data-list="${list}"][data-action="${next.action}"][data-index="${next.index}"]`);
    target?.focus();
  });

  const change = (next: unknown[], focus: { action: Action; index: number }) => {
    focusNext.current = { ...focus, from: items };
    update(pointer, next.length || required ? next : undefined);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    next.splice(to, 0, ...next.splice(from, 1));
    keys.move(from, to);
    change(next, { action: to < from ? 'up' : 'down', index: to });
  };
  const remove = (index: number) => {
    keys.remove(index);
    const last = items.length - 1;
    // the next item's Remove, or the previous one's when the last went; Add when none is left
    change(items.filter((_, at) => at !== index), last === 0 ? { action: 'add', index: -1 } : { action: 'remove', index: Math.min(index, last - 1) });
  };
  const add = () => {
    keys.add();
    change([...items, emptyValue(itemSchema, root)], { action: 'add', index: items.length });
  };

  return (
    <Group ref={group} id={meta.id} aria-describedby={meta.describedBy}>
      <legend>{title}</legend>
      <FieldDescription meta={meta} text={schema.description} />
      <FieldProblems meta={meta} />
      {items.length === 0 ? (
        <Muted>{formLabels.emptyList}</Muted>
      ) : (
        <Items>
          {items.map((item, index) => (
            <Item key={keys.list[index]} data-item={meta.id} data-index={index}>
              <Field schema={itemSchema} pointer={childPointer(pointer, index)} value={item} required title={formLabels.itemTitle(itemTitle, index + 1)} />
              <Buttons>
                <ItemButton list={meta.id} action="up" index={index} text={formLabels.moveUp} name={formLabels.moveUpItem(index + 1, title)} onClick={() => move(index, index - 1)} disabled={index === 0} />
                <ItemButton
                  list={meta.id}
                  action="down"
                  index={index}
                  text={formLabels.moveDown}
                  name={formLabels.moveDownItem(index + 1, title)}
                  onClick={() => move(index, index + 1)}
                  disabled={index === items.length - 1}
                />
                <ItemButton list={meta.id} action="remove" index={index} text={formLabels.remove} name={formLabels.removeItem(index + 1, title)} onClick={() => remove(index)} />
              </Buttons>
            </Item>
          ))}
        </Items>
      )}
      <Buttons>
        <ItemButton list={meta.id} action="add" index={items.length} text={formLabels.add} name={formLabels.addItem(title)} onClick={add} />
      </Buttons>
    </Group>
  );
}
