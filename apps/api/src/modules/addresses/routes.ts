import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressInputSchema, addressListSchema, addressSchema, INDIAN_STATES, indianStateSchema, MAX_ADDRESSES, PIN_CODE_RE, pinCodeInfoSchema,
} from '@nakshatra/shared';
import { badRequest, notFound } from '../../lib/app-error.js';
import { requireUser } from '../../plugins/session.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, toAddressDto, updateAddress } from './address-book.js';
import { lookupPin } from './pincodes.js';

const tags = ['addresses'];
const security = [{ session: [] }];
const idParams = z.object({ id: z.string().uuid('That is not a valid address id.') });
const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });
const checks = 'In India the phone is a 10-digit mobile number (+91 optional), the PIN code must be in India Post’s directory and the state the one ' +
  'it lies in (400 `address_invalid` names that state); the district is filled from the directory. Abroad the phone carries its country code.';

export async function addressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const book = async (userId: string) => ({ items: (await listAddresses(db, userId)).map(toAddressDto), max: MAX_ADDRESSES });

  r.get('/api/addresses', {
    schema: { tags, security, summary: 'Your shipping addresses, the default first', response: { 200: ok(addressListSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      return { status: 200, data: await book(me.id) };
    },
  });

  r.post('/api/addresses', {
    schema: {
      tags, security, summary: `Add a shipping address (at most ${MAX_ADDRESSES}; the first becomes the default)`, description: checks,
      body: addressInputSchema, response: { 200: ok(addressSchema) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      return { status: 200, data: toAddressDto(await createAddress(db, me.id, req.body, clock.now())) };
    },
  });

  r.put('/api/addresses/:id', {
    schema: { tags, security, summary: 'Change one of your addresses (all its fields)', description: checks, params: idParams, body: addressInputSchema, response: { 200: ok(addressSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      return { status: 200, data: toAddressDto(await updateAddress(db, me.id, req.params.id, req.body, clock.now())) };
    },
  });

  r.delete('/api/addresses/:id', {
    schema: { tags, security, summary: 'Delete one of your addresses (the newest other one becomes the default); answers the address book', params: idParams, response: { 200: ok(addressListSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      await deleteAddress(db, me.id, req.params.id, clock.now());
      return { status: 200, data: await book(me.id) };
    },
  });

  r.post('/api/addresses/:id/default', {
    schema: { tags, security, summary: 'Make one of your addresses the default; answers the address book', params: idParams, response: { 200: ok(addressListSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      await setDefaultAddress(db, me.id, req.params.id, clock.now());
      return { status: 200, data: await book(me.id) };
    },
  });

  r.get('/api/pincode/:pin', {
    schema: {
      tags, summary: 'District and state of an Indian PIN code (India Post’s directory)',
      params: z.object({ pin: z.string().max(12) }), response: { 200: ok(pinCodeInfoSchema) },
    },
    handler: async (req, reply) => {
      const pin = req.params.pin.trim();
      if (!PIN_CODE_RE.test(pin)) throw badRequest('A PIN code has 6 digits and does not start with 0, for example 110001.');
      const entry = await lookupPin(pin);
      if (!entry) throw notFound(`PIN code ${pin} is not in India Post’s directory; please check it.`);
      const [first] = entry.districts;
      reply.header('cache-control', 'public, max-age=86400');
      return {
        status: 200,
        data: {
          pin, district: first.name, districts: [...new Set(entry.districts.map((d) => d.name))],
          state: first.state.name, states: entry.states.map((s) => s.name), state_code: first.state.code,
        },
      };
    },
  });

  r.get('/api/states', {
    schema: { tags, summary: 'India’s 28 states and 8 union territories (official English and Hindi names, ISO and GST codes)', response: { 200: ok(z.array(indianStateSchema)) } },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { status: 200, data: [...INDIAN_STATES] };
    },
  });
}
