import type { ComponentType } from 'react';
import type { DeepPartialSkipArrayKey, DefaultValues, FieldPathValue, FieldValues, Path } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import type { ContractField, ResourceDefinition } from '@/lib/resource/definition';

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
  // A method: the form's own onChange takes any value; a control calls it with its field's type.
  onChange(value: V): void;
  invalid: boolean;
  /** the form needs a value (the label shows an asterisk; a combobox says it with `aria-required`) */
  required: boolean;
  context: FormContext<Row>;
}

/** A form's field names: the top-level keys of its values (`Path` also names array items and nested fields). */
export type FieldName<V extends FieldValues> = keyof V & Path<V>;

interface BaseField<Row, V extends FieldValues, N extends FieldName<V>> {
  /** the value's name: a key of the form's values (which come from the contract) */
  name: N;
  /** a full message key; the default is `<messages>.header.<name>` (`common.nameEn` for the names) */
  label?: string;
  /** a message key shown under the control */
  hint?: string;
  /** only when adding (`add`, `addChild`, `addBrother`), or only when editing */
  only?: 'add' | 'edit';
  /** shown but not editable (the code of `super`) */
  readOnly?: (context: FormContext<Row>) => boolean;
  /**
   * the row's key (a role's code): an add starts on it, an edit on the first field after it (one edits a
   * row for its other fields; the key stays editable)
   */
  rowKey?: boolean;
  /** must be filled: marked with an asterisk (default: the mode's contract refuses it empty) */
  required?: boolean;
  /** half a row from `sm` up (two side by side: both names) */
  half?: boolean;
  /** shown only when this answers true for the current values (the fields of a permission's type) */
  visible?: (values: DeepPartialSkipArrayKey<V>) => boolean;
}

/** `password`: a person's new password, with the strength meter; `secret`: any other secret (a client secret), masked only. */
export type PlainFieldKind = 'text' | 'email' | 'tel' | 'password' | 'secret' | 'textarea' | 'status' | 'datetime';

/** A field of the form, `N` its name: a `custom` field's control takes that field's value type. */
export type NamedFieldSpec<Row, V extends FieldValues, N extends FieldName<V>> =
  | (BaseField<Row, V, N> & { kind: PlainFieldKind })
  | (BaseField<Row, V, N> & { kind: 'select'; options: readonly { value: string; label: string }[]; dict?: never })
  /** options from a dictionary by its code (`notice_level`): its enabled values, labelled in the UI's language */
  | (BaseField<Row, V, N> & { kind: 'select'; dict: string; options?: never })
  | (BaseField<Row, V, N> & { kind: 'custom'; Control: ComponentType<CustomControlProps<Row, FieldPathValue<V, N>>> });

/** Each name's field spec. */
export type FieldSpecs<Row, V extends FieldValues> = { [N in FieldName<V>]-?: NamedFieldSpec<Row, V, N> };

/** A field of the form: a name of its values, with a control for that value's type. */
export type FormFieldSpec<Row, V extends FieldValues> = FieldSpecs<Row, V>[FieldName<V>];

/**
 * A resource's form, declared: its fields in order, the values it starts from, and the body it sends.
 * The contract (add, edit, addChild or addBrother) validates in the browser and on the server.
 */
export interface FormSpec<Row, V extends FieldValues> {
  /** the control ids' prefix: `<prefix>-<field-name>`; the dialog's test id is `<prefix>-form` */
  idPrefix: string;
  fields: readonly FormFieldSpec<Row, V>[];
  /** the values the form opens with (react-hook-form's `defaultValues`: `V`, or any part of it) */
  defaults: (context: FormContext<Row>) => DefaultValues<V>;
  /** the saved record's name in the toast after a save ("User “alice” added"): as the list's `rowLabel` names it */
  label: (values: V, locale: Locale) => string;
  /** the body sent (default: the values, with the row's `id` on edit) */
  toBody?: (values: V, context: FormContext<Row>) => object;
  /** a wider dialog (`sm:max-w-xl`) */
  className?: string;
  /** shown under the fields as they change, before saving (the role form's access preview, issue 29) */
  Preview?: ComponentType<{ values: DeepPartialSkipArrayKey<V>; context: FormContext<Row> }>;
  /** shown after an add that answered `data` (the generated password of a new user) */
  Added?: ComponentType<{ data: unknown; values: V; onClose: () => void }>;
}

/**
 * A resource's form values, checked against its contract: every key is a field some write of the
 * contract takes (a key it lacks becomes `never`, so no value fits it). `V extends ContractValues<D, V>`.
 */
export type ContractValues<D extends ResourceDefinition, V> = { [K in keyof V]: K extends ContractField<D> ? V[K] : never };

/** The values of a view without a form. */
export type NoValues = Record<never, never>;

/** `nameEn` → `name-en`: a field's part of a control id. */
export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
