import { z } from 'zod';
import type { DeclaredSpec, ExtraResponses, Permission } from './route';

export type Method = 'GET' | 'POST' | 'DELETE';
export interface Endpoint {
  /** `/api/system/users/detail/{id}` */
  path: string;
  method: Method;
  spec: DeclaredSpec;
}

type JsonSchema = Record<string, unknown>;

// The input side of each schema (what a client sends); the document's dialect is 3.1's own.
const toSchema = (schema: z.ZodType): JsonSchema => {
  const json: JsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  delete json.$schema;
  return json;
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const withData = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['code', 'data'], properties: { code: { type: 'integer' }, data: {} } } } },
});

const errorWithData = (description: string, data: z.ZodType) => ({
  description,
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', required: ['data'], properties: { data: toSchema(data) } }] },
    },
  },
});

const csvFile = (description: string) => ({
  description,
  content: {
    'text/csv': { schema: { type: 'string' } },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
  },
});

function extraResponse(extra: ExtraResponses[number]) {
  if (typeof extra === 'string') return error(extra);
  if ('csv' in extra) return csvFile(extra.description);
  if ('errorData' in extra) return errorWithData(extra.description, extra.errorData);
  return withData(extra.description);
}

function describePermission(permission: Permission): string {
  if (permission === 'public' || permission === 'anonymous') return 'Public.';
  if (permission === 'signed-in') return 'Any signed-in user.';
  const paths = typeof permission.path === 'string' ? [permission.path] : permission.path;
  const page = paths.map((p) => `\`${p}\``).join(' or ');
  return permission.action
    ? `Needs action \`${permission.action}\` on ${page} under the current role.`
    : `Needs menu permission ${page} under the current role.`;
}

function operation({ path, method, spec }: Endpoint) {
  const parameters: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[] = spec.params
    ? Object.entries((toSchema(spec.params).properties as Record<string, JsonSchema>) ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema,
      }))
    : [];
  if (spec.query) {
    const query = toSchema(spec.query);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema>) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  const responses: Record<string, unknown> = {
    200: { description: 'Success: `{code: 200, data}` or `{code: 200, message}`.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
    500: error('Server error (no details).'),
  };
  if (spec.body || spec.params || spec.query) responses[400] = error('Invalid input; `fields` holds a localized message per field.');
  if (spec.body) Object.assign(responses, { 413: error('Body over 1 MB.'), 415: error('Body is not application/json.') });
  if (spec.permission !== 'public' && spec.permission !== 'anonymous') responses[401] = error('No valid session.');
  if (typeof spec.permission === 'object') responses[403] = error('The current role lacks the permission.');
  if (/\/(detail|reset)\//.test(path) || /\/(edit|move)$/.test(path) || method === 'DELETE') responses[404] = error('Not found.');
  if (method !== 'GET' && typeof spec.permission === 'object') responses[409] = error('Conflicts with the data (unique value in use, node with children, …); a value in use names its field in `fields`.');
  for (const [status, extra] of Object.entries(spec.responses ?? {})) responses[status] = extraResponse(extra);
  return {
    operationId: `${method.toLowerCase()}${path.replace(/^\/api/, '').replace(/[{}]/g, '').replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [path.split('/')[2] ?? 'api'],
    description: describePermission(spec.permission),
    parameters: [{ $ref: '#/components/parameters/Locale' }, ...parameters],
    ...(spec.permission === 'public' || spec.permission === 'anonymous' ? { security: [] } : {}),
    ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(spec.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the API, generated from the handlers' own zod schemas and permissions. */
export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Admin Console API',
      version: '1.0.0',
      description:
        'Answers are `{code, data}` or `{code, message}`; errors carry the same code in the HTTP status. ' +
        'Send the token as `Authorization: Bearer` (or the httpOnly `token` cookie set at sign-in).',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
      parameters: {
        Locale: {
          name: 'Locale',
          in: 'header',
          description: 'en or zh; missing means zh, anything else en.',
          schema: { type: 'string', enum: ['en', 'zh'] },
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['code'],
          properties: { code: { const: 200 }, data: {}, message: { type: 'string' } },
        },
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'integer' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
