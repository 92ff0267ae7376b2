import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTree, inTreeOrder, siblingInfo } from '@/components/pickers/build-tree';
import { contractResolver, errorText, serverFieldErrors } from '@/components/resource/form-errors';
import { withDescendants } from '@/components/table/subtree';
import { addChildGroupSchema } from '@/resources/groups/schema';
import { HttpError } from '@/lib/client/http';

const node = (id: string, parentId: string, order: number) => ({ id, parentId, order, name: id });

describe('tree helpers', () => {
  const items = [node('b', '00', 1), node('a', '00', 0), node('a2', 'a', 1), node('a1', 'a', 0), node('x1', 'gone', 0)];

  it('nests by parentId, children by order; an orphan of a filtered view is a root', () => {
    const tree = buildTree(items);
    expect(tree.map((n) => n.id)).toEqual(['a', 'x1', 'b']);
    expect(tree[0]?.children?.map((n) => n.id)).toEqual(['a1', 'a2']);
    expect(tree[2]?.children).toBeUndefined();
  });

  it('reads in tree order with depths', () => {
    expect(inTreeOrder(items).map(({ node: n, depth }) => `${n.id}:${depth}`)).toEqual(['a:0', 'a1:1', 'a2:1', 'x1:0', 'b:0']);
  });

  it('names the brother (the sibling just before) and first/last', () => {
    const info = siblingInfo(items);
    expect(info.get('a2')).toMatchObject({ brother: { id: 'a1' }, first: false, last: true });
    expect(info.get('a1')).toMatchObject({ brother: null, first: true, last: false });
  });

  it('collects a subtree once, parents first', () => {
    const tree = buildTree(items);
    expect(withDescendants([tree[0]!, tree[0]!.children![1]!]).map((n) => n.id)).toEqual(['a', 'a1', 'a2']);
  });
});

describe('form errors', () => {
  const t = (id: string, values?: Record<string, string>) => `${id}${values && Object.keys(values).length ? JSON.stringify(values) : ''}`;

  it('translates message ids with their values and shows server texts as they are', () => {
    expect(errorText(t, 'validate.groupId')).toBe('validate.groupId');
    expect(errorText(t, 'validate.tooLong?max=32')).toBe('validate.tooLong{"max":"32"}');
    expect(errorText(t, 'The id 0001 is already in use.')).toBe('The id 0001 is already in use.');
    expect(errorText(t, undefined)).toBeUndefined();
  });

  it('validates the request body with the API schema and maps body fields to form fields', async () => {
    const resolver = contractResolver(
      addChildGroupSchema,
      (v: { anchorId: string; id: string; name: string }) => ({ parentId: v.anchorId, id: v.id, name: v.name }),
      { parentId: 'anchorId' },
    );
    const opts = { fields: {}, shouldUseNativeValidation: false };
    const bad = await resolver({ anchorId: '../', id: 'x', name: 'y'.repeat(65) }, undefined, opts);
    expect(bad.errors).toMatchObject({
      anchorId: { message: 'validate.invalid' },
      id: { message: 'validate.groupId' },
      name: { message: 'validate.tooLong?max=64' },
    });
    const good = await resolver({ anchorId: '00', id: 'AB', name: 'Ok' }, undefined, opts);
    expect(good.errors).toEqual({});
    const missing = await contractResolver(z.strictObject({ id: z.string() }), () => ({}))({}, undefined, opts);
    expect(missing.errors).toMatchObject({ id: { message: 'validate.required' } });
  });

  it('puts a server answer’s field messages on the form’s fields only', () => {
    const set: Record<string, string> = {};
    const error = new HttpError('response', 'The parent X does not exist.', 400, { parentId: 'The parent X does not exist.', other: 'x' });
    expect(serverFieldErrors(error, ['anchorId', 'id'], (f, m) => (set[f] = m), { parentId: 'anchorId' })).toBe(true);
    expect(set).toEqual({ anchorId: 'The parent X does not exist.' });
    expect(serverFieldErrors(new HttpError('response', 'nope', 409), ['id'], () => undefined)).toBe(false);
  });
});
