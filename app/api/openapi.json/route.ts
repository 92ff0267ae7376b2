import { NextResponse } from 'next/server';
import { openApiDocument, type Endpoint, type Method } from '@/lib/api/openapi';
import { otherMethods } from '@/lib/api/other-methods';
import { route } from '@/lib/api/route';
import { routeModules } from './registry';

const methods: Method[] = ['GET', 'POST', 'DELETE'];

// GET /api/openapi.json: the OpenAPI 3.1 description of every endpoint, from the handlers' own schemas.
export const GET = route({ permission: 'public' }, async () => {
  const endpoints: Endpoint[] = Object.entries(await routeModules()).flatMap(([path, module]) =>
    methods.flatMap((method) => {
      const spec = module[method]?.spec;
      return spec ? [{ path, method, spec }] : [];
    }),
  );
  return NextResponse.json(openApiDocument(endpoints));
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
