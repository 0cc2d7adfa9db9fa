import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { demoAdmin, tinyPng } from '../content/helpers';
import { codeFor, randomPhone } from '../shell/helpers';

const baseURL = 'http://localhost:3000';

/** A tiny valid PDF: the private store checks the first bytes of the identity document. */
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export type TestAstrologer = {
  id: string;
  name: string;
  pricePaise: number;
  biography: string;
  /** signed in as this astrologer (the application signs the applicant in) */
  api: APIRequestContext;
};

export type AstrologerSpec = {
  name: string;
  gender?: 'male' | 'female' | 'other';
  languages: string[];
  skills: string[];
  experienceYears: number;
  pricePaise: number;
  biography?: string;
};

/** An API context signed in as the demo admin. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/login', { data: demoAdmin });
  expect(res.status(), 'admin sign-in').toBe(200);
  return api;
}

/**
 * The whole join flow through the API (phone code, application with photo and identity document), then the
 * admin's approval at the asked price: an astrologer in the public directory, offline until told otherwise.
 */
export async function approvedAstrologer(admin: APIRequestContext, spec: AstrologerSpec): Promise<TestAstrologer> {
  const api = await playwrightRequest.newContext({ baseURL });
  const phone = randomPhone();
  const sent = await api.post('/api/send_otp', { data: { numbers: phone, route: 'otp' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await codeFor(api, phone);
  const verified = await api.post('/api/astrologer_application/verify_phone', { data: { user_id: (await sent.json()).user_id, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const biography = spec.biography ?? `${spec.name} has read charts for ${spec.experienceYears} years and explains each answer plainly, with remedies that cost nothing.`;
  const application = {
    application_token: (await verified.json()).data.application_token,
    name: spec.name,
    email: `astro${phone}@example.in`,
    gender: spec.gender ?? 'female',
    birth_date: '1978-03-21',
    languages: spec.languages,
    skills: spec.skills,
    experience_years: spec.experienceYears,
    price_per_minute_paise: spec.pricePaise,
    biography,
    bank: { account_name: spec.name, account_number: '123456789012', ifsc: 'SBIN0001234' },
  };
  const created = await api.post('/api/create_astrologer', {
    multipart: {
      application: JSON.stringify(application),
      identity_document: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: pdfBytes },
      photo: { name: 'me.png', mimeType: 'image/png', buffer: tinyPng },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const id = (await created.json()).data.astrologer_id as string;
  const approved = await admin.post(`/api/admin/astrologers/${id}/approve`, { data: { price_per_minute_paise: spec.pricePaise } });
  expect(approved.status(), await approved.text()).toBe(200);
  return { id, name: spec.name, pricePaise: spec.pricePaise, biography, api };
}

/** The astrologer goes online or offline for chat and call (PUT /api/astrologer/me/status). */
export async function setPresence(a: TestAstrologer, status: { chat?: 'online' | 'offline'; call?: 'online' | 'offline' }) {
  const res = await a.api.put('/api/astrologer/me/status', { data: status });
  expect(res.status(), await res.text()).toBe(200);
}

/** Letters only, so the tag can sit in a name ("Meera Kxqbz") and be searched for. */
export function nameTag(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let tag = '';
  for (let i = 0; i < 6; i++) tag += letters[Math.floor(Math.random() * letters.length)];
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}
