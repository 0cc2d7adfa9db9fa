import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export const swaggerPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Nakshatra API',
          version: '0.1.0',
          description:
            'Every reply is `{status, data}` or `{status, error: {code, message}}`. Sign-in sets the HttpOnly ' +
            '`nk_session` cookie; send it back with every call (same origin, credentials included).',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'nk_session' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
