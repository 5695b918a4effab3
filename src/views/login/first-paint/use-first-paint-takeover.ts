import { useLayoutEffect, useState, type RefObject } from 'react';
import { firstPaintSubmitRequested, hasFirstPaint, readFirstPaintField, restoreFocus, type FirstPaintField } from './take-over';

export interface TakeoverField {
  /** The live input's id (the copy's is the same with the copy's prefix). */
  id: string;
  ref: RefObject<HTMLInputElement>;
}

export interface TakenOver {
  /** What was typed into each copied field, by the caller's field names. */
  values: Record<string, string>;
  /** Whether the copy was asked to submit (Enter or its button) before the app was up. */
  submit: boolean;
}

interface Options {
  fields: Record<string, TakeoverField>;
  /** Puts what was typed into the form's state (only called when something was typed). */
  fill(values: Record<string, string>): void;
  /** Runs once those values are in the inputs and the caret is back: e.g. submit when asked. */
  done(result: TakenOver): void;
}

/**
 * A live form taking over from its pre-rendered copy (build/first-paint/). The copy is read when the
 * form commits, just before LoginShell removes it (reading while rendering could miss keys typed
 * while React was still rendering). Returns whether the copy was there: the form then must not
 * autofocus, which would take the caret out of the copy before it is read.
 */
export function useFirstPaintTakeover({ fields, fill, done }: Options): boolean {
  const [copyShown] = useState(hasFirstPaint);
  const [taken, setTaken] = useState<{ read: Record<string, FirstPaintField | undefined>; result: TakenOver }>();

  useLayoutEffect(() => {
    if (!copyShown) return;
    const read = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, readFirstPaintField(field.id)]));
    const values = Object.fromEntries(Object.entries(read).flatMap(([name, field]) => (field?.value ? [[name, field.value]] : [])));
    if (Object.keys(values).length > 0) fill(values);
    setTaken({ read, result: { values, submit: firstPaintSubmitRequested() } });
  }, []);

  useLayoutEffect(() => {
    if (!taken) return;
    const focused = Object.keys(fields).find((name) => taken.read[name]?.focused);
    if (focused) restoreFocus(fields[focused]!.ref.current, taken.read[focused]);
    else Object.values(fields)[0]?.ref.current?.focus();
    done(taken.result);
  }, [taken]);

  return copyShown;
}
