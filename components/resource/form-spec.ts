import type { ComponentType } from 'react';

/** How the form was opened: a new row, an edit, or (trees) a new node under or beside `anchor`. */
export type FormMode = 'add' | 'edit' | 'addChild' | 'addBrother';

export interface FormContext<Row> {
  mode: FormMode;
  /** the row edited (edit), or the node the new one goes under or beside (addChild, addBrother) */
  row?: Row;
}

/** The props of a `custom` field's control (a picker): its value, how to change it, and its label. */
export interface CustomControlProps<Row, V = unknown> {
  id: string;
  label: string;
  value: V;
  // A method (bivariant), so a control of any value type fits the `custom` field below.
  onChange(value: V): void;
  invalid: boolean;
  context: FormContext<Row>;
}

interface BaseField<Row> {
  /** the value's name: the contract's field */
  name: string;
  /** a full message key; the default is `<messages>.header.<name>` (`common.nameEn` for the names) */
  label?: string;
  /** a message key shown under the control */
  hint?: string;
  /** only when adding (`add`, `addChild`, `addBrother`), or only when editing */
  only?: 'add' | 'edit';
  /** shown but not editable (the code of `super`) */
  readOnly?: (context: FormContext<Row>) => boolean;
  /** half a row from `sm` up (two side by side: both names) */
  half?: boolean;
  /** shown only when this answers true for the current values (the fields of a permission's type) */
  visible?: (values: Record<string, unknown>) => boolean;
}

export type FormFieldSpec<Row> =
  | (BaseField<Row> & { kind: 'text' | 'email' | 'tel' | 'password' | 'textarea' | 'status' | 'datetime' })
  | (BaseField<Row> & { kind: 'select'; options: readonly { value: string; label: string }[] })
  | (BaseField<Row> & { kind: 'custom'; Control: ComponentType<CustomControlProps<Row, never>> });

/**
 * A resource's form, declared: its fields in order, the values it starts from, and the body it sends.
 * The contract (add, edit, addChild or addBrother) validates in the browser and on the server.
 */
export interface FormSpec<Row, Values extends Record<string, unknown> = Record<string, unknown>> {
  /** the control ids' prefix: `<prefix>-<field-name>`; the dialog's test id is `<prefix>-form` */
  idPrefix: string;
  fields: readonly FormFieldSpec<Row>[];
  /** the values the form opens with */
  defaults: (context: FormContext<Row>) => Values;
  /** the body sent (default: the values, with the row's `id` on edit) */
  toBody?: (values: Values, context: FormContext<Row>) => object;
  /** a wider dialog (`sm:max-w-xl`) */
  className?: string;
  /** shown after an add that answered `data` (the generated password of a new user) */
  Added?: ComponentType<{ data: unknown; values: Values; onClose: () => void }>;
}

/** `nameEn` → `name-en`: a field's part of a control id. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
