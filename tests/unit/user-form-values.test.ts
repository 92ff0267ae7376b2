import { describe, expect, it } from 'vitest';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { contractResolver } from '@/components/resource/form-errors';
import { addUserBody, editUserBody, initialUserValues, userBody, type UserFormValues } from '@/resources/users/ui/user-form-values';
import { addUserSchema, editUserSchema } from '@/resources/users/schema';

const valid: UserFormValues = {
  name: 'Ada',
  username: 'ada.l',
  email: 'ada@example.com',
  phone: '+44 20-7946-0000',
  group: '000301',
  status: '1',
  roles: ['user'],
  permissions: ['0000'],
  password: '',
};

const options = {} as ResolverOptions<UserFormValues>;
const messages = (errors: FieldErrors<UserFormValues>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));

describe('user form bodies', () => {
  it('leaves an empty password to the server and never sends one on edit', () => {
    expect(addUserBody(valid)).toMatchObject({ username: 'ada.l', password: undefined });
    expect(addUserBody({ ...valid, password: 'secret' }).password).toBe('secret');
    expect(editUserBody({ ...valid, password: 'ignored' }, '100000005')).not.toHaveProperty('password');
    expect(editUserSchema.safeParse(editUserBody(valid, '100000005')).success).toBe(true);
  });

  it('starts an edit from the user, roles as codes', () => {
    const user = { ...valid, id: '1', groupName: 'G', create: '', update: '', roles: [{ role: 'admin', name: 'Admin' }] };
    expect(initialUserValues(user)).toMatchObject({ roles: ['admin'], password: '', group: '000301' });
  });

  it("puts each of the contract's messages on its field; an unchosen group is required", async () => {
    const resolver = contractResolver(addUserSchema, (v: UserFormValues) => userBody('add', v, ''));
    const empty = { ...valid, name: 'A', username: 'abc', email: 'nope', phone: '12', group: '', password: 'abc' };
    const { errors } = await resolver(empty, undefined, options);
    expect(messages(errors)).toEqual({
      name: 'validate.name',
      username: 'validate.username',
      email: 'validate.email',
      phone: 'validate.phone',
      group: 'validate.required',
      password: 'validate.password',
    });
    expect((await resolver(valid, undefined, options)).errors).toEqual({});
  });
});
