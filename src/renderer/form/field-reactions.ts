import type { Field, GeneralField } from '@formily/core';
import { isField } from '@formily/core';
import type { PageCondition, PageFieldState, PageFormField, PageOptionsFrom, PageReaction } from '@contract/generated/page-schema';
import { evaluateCondition } from '@/renderer/core/condition';
import { resolveValue } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import { loadOptions } from '@/renderer/value-types/options-cache';

/** A Formily reaction: run by Formily inside an autorun, so it runs again when a value it read changes. */
export type FieldReaction = (field: GeneralField) => void;

// Per field, the latest options request; an older answer never replaces a newer one.
const optionRequests = new WeakMap<GeneralField, number>();

/** Loads options from an operation into the field (its dataSource), with the field's loading state. */
function loadOptionsInto(field: GeneralField, source: PageOptionsFrom, scope: RenderScope): void {
  if (!isField(field)) return;
  const request = (optionRequests.get(field) ?? 0) + 1;
  optionRequests.set(field, request);
  field.loading = true;
  loadOptions(source, scope).then(
    (options) => {
      if (optionRequests.get(field) !== request) return;
      field.dataSource = options.map((option) => ({ label: option.text ?? String(option.value), value: option.value }));
      field.loading = false;
    },
    () => {
      if (optionRequests.get(field) === request) field.loading = false;
    },
  );
}

function applyState(field: GeneralField, state: PageFieldState, scope: RenderScope): void {
  if (state.visible !== undefined) field.visible = state.visible;
  if (state.disabled !== undefined) field.disabled = state.disabled;
  if (!isField(field)) return;
  if (state.required !== undefined) field.required = state.required;
  if (Object.prototype.hasOwnProperty.call(state, 'value')) (field as Field).value = resolveValue(state.value, scope);
  if (state.optionsFrom) loadOptionsInto(field, state.optionsFrom, scope);
}

/** The field paths a condition reads. */
function conditionFields(condition: PageCondition | undefined, into: string[] = []): string[] {
  if (!condition) return into;
  if ('all' in condition) condition.all.forEach((c) => conditionFields(c, into));
  else if ('any' in condition) condition.any.forEach((c) => conditionFields(c, into));
  else if ('not' in condition) conditionFields(condition.not, into);
  else into.push(condition.field);
  return into;
}

/** The form value paths a declared value refers to ("$values.app_id" → "app_id"). */
function valueReferences(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    const match = /^\$values\.(.+)$/.exec(value);
    if (match) into.push(match[1]);
  } else if (Array.isArray(value)) {
    value.forEach((v) => valueReferences(v, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((v) => valueReferences(v, into));
  }
  return into;
}

/**
 * Reads the values at `paths` through Formily's observable form values so the running reaction depends
 * on them, also while a value is still absent (a plain own-property check would not be tracked).
 */
function track(field: GeneralField, paths: string[]): void {
  for (const path of paths) field.form.getValuesIn(path);
}

/** The scope a reaction resolves references in: the form's scope plus its current values. */
const scopeWith = (scope: RenderScope, field: GeneralField): RenderScope => ({ ...scope, values: field.form.values });

/**
 * One declared reaction as a function (no expression strings: nothing is compiled at run time).
 * It reads its dependencies so Formily tracks them, evaluates `when` on the form's values and applies
 * `fulfill` or `otherwise`.
 */
export function reactionOf(reaction: PageReaction, scope: RenderScope): FieldReaction {
  return (field) => {
    track(field, [...reaction.dependencies, ...conditionFields(reaction.when)]);
    const values = field.form.values;
    const state = evaluateCondition(reaction.when, values) ? reaction.fulfill : reaction.otherwise;
    if (!state) return;
    track(field, valueReferences([state.value, state.optionsFrom?.params]));
    applyState(field, state, scopeWith(scope, field));
  };
}

/** The reactions of a form field: its declared ones, plus loading its optionsFrom (again when $values it uses change). */
export function reactionsOf(field: PageFormField, scope: RenderScope): FieldReaction[] {
  const reactions: FieldReaction[] = [];
  const source = field.optionsFrom;
  // A Tree loads its nested items itself (the options pipeline keeps a flat list).
  if (source && field.widget !== 'Tree') {
    reactions.push((target) => {
      track(target, valueReferences(source.params));
      loadOptionsInto(target, source, scopeWith(scope, target));
    });
  }
  for (const reaction of field.reactions ?? []) reactions.push(reactionOf(reaction, scope));
  return reactions;
}
