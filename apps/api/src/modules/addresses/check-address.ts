import { findIndianState, indianMobile, internationalPhone, type AddressInput } from '@nakshatra/shared';
import { AppError, badRequest } from '../../lib/app-error.js';
import { lookupPin } from './pincodes.js';

/** An address as it is stored: phone normalised, state official, district from the PIN directory. */
export type CheckedAddress = {
  name: string; phone: string; line1: string; line2: string | null; city: string; district: string | null;
  state: string; postalCode: string; country: string;
};

const invalid = (message: string, details: Record<string, unknown>) => new AppError(400, 'address_invalid', message, details);

/**
 * Checks an address the shared schema already accepted against what only the server knows: in India the PIN code
 * must be in India Post's directory and the state the one the PIN lies in; the district comes from the directory
 * (the one given when it is among the PIN's districts).
 */
export async function checkAddress(input: AddressInput): Promise<CheckedAddress> {
  const common = { name: input.name, line1: input.line1, line2: input.line2, city: input.city, country: input.country };
  if (input.country !== 'IN') {
    const phone = internationalPhone(input.phone);
    if (!phone) throw badRequest('Please enter the phone number with its country code, for example +44 20 7946 0958.');
    return { ...common, phone, district: input.district, state: input.state, postalCode: input.postal_code.toUpperCase() };
  }
  const phone = indianMobile(input.phone);
  const chosen = findIndianState(input.state);
  if (!phone || !chosen) throw badRequest('Please enter a 10-digit Indian mobile number and choose the state.');
  const pin = input.postal_code;
  const entry = await lookupPin(pin);
  if (!entry) throw invalid(`PIN code ${pin} is not in India Post’s directory; please check it.`, { field: 'postal_code' });
  if (!entry.states.includes(chosen)) {
    const where = entry.states.map((s) => s.name).join(' or ');
    throw invalid(`PIN code ${pin} is in ${where}, not ${chosen.name}; please check the PIN code or choose ${where} as the state.`, {
      field: 'state', pin_states: entry.states.map((s) => s.name),
    });
  }
  const inState = entry.districts.filter((d) => d.state === chosen).map((d) => d.name);
  const given = input.district?.toLowerCase();
  const district = inState.find((d) => d.toLowerCase() === given) ?? inState[0];
  return { ...common, phone, district, state: chosen.name, postalCode: pin };
}
