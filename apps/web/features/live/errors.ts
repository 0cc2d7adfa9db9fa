// relative imports: the unit tests (vitest) run without the app's '@/' alias
import { apiErrorOf, isApiFailure } from '../api/client';
import { formatRupees } from '../shell/avatar';
import { format } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

const rupees = (paise: number) => formatRupees(paise / 100);

/** Hindi sentences for the live API's error codes (English pages show the API's own sentence). */
const hindiByCode: Record<string, string> = {
  live_exists: 'आपका एक लाइव पहले से चल रहा है। नया शुरू करने से पहले उसे समाप्त करें।',
  astrologer_not_approved: 'केवल स्वीकृत ज्योतिषी लाइव जा सकते हैं।',
  live_banned: 'आप इस लाइव में यह नहीं कर सकते: ज्योतिषी ने आपको हटाया, म्यूट या ब्लॉक किया है।',
  chat_refused: 'आपके संदेश में ऐसा शब्द है जिसकी लाइव चैट में अनुमति नहीं है। कृपया दूसरे शब्दों में लिखें।',
  rate_limited: 'आप बहुत जल्दी-जल्दी भेज रहे हैं। कृपया कुछ सेकंड रुकें।',
  queue_conflict: 'कतार की स्थिति बदल गई है। कृपया पेज देखकर फिर से कोशिश करें।',
  active_session_exists: 'अभी एक और परामर्श चल रहा है। उसके समाप्त होने के बाद कोशिश करें।',
  live_not_found: 'यह लाइव नहीं मिला।',
  gift_not_found: 'यह उपहार अब उपलब्ध नहीं है।',
  live_state_conflict: 'यह लाइव अब इस स्थिति में नहीं है। कृपया पेज रीफ़्रेश करें।',
  unauthenticated: 'जारी रखने के लिए कृपया लॉग इन करें।',
  price_out_of_limits: 'मंच पर कॉल की प्रति मिनट कीमत {min} से {max} के बीच होनी चाहिए।',
};

/**
 * A sentence for a failed live call (an HTTP failure or a socket ack error): the API's sentence on English pages,
 * the Hindi sentence for its code on Hindi pages, otherwise the fallback.
 */
export function liveErrorText(failure: unknown, lang: Locale, fallback: string): string {
  let code: string | undefined;
  let message: string | undefined;
  let details: { min_price_paise?: number; max_price_paise?: number } | undefined;
  if (isApiFailure(failure)) {
    ({ code, message } = apiErrorOf(failure));
    details = (failure.response as { error?: { details?: typeof details } } | undefined)?.error?.details;
  } else if (failure instanceof Error && 'code' in failure) {
    code = String((failure as Error & { code: unknown }).code);
    message = failure.message;
  }
  if (lang === 'en') return message || fallback;
  const hindi = code ? hindiByCode[code] : undefined;
  if (!hindi) return fallback;
  if (code === 'price_out_of_limits') {
    if (details?.min_price_paise === undefined || details.max_price_paise === undefined) return fallback;
    return format(hindi, { min: rupees(details.min_price_paise), max: rupees(details.max_price_paise) });
  }
  return hindi;
}
