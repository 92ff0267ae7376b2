import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether eval is allowed; under the
// Content Security Policy the probe itself is reported as a violation. Import this before building any
// schema: parsing stays correct, just without the compiled fast path.
z.config({ jitless: true });
