import type { Locale } from '@/i18n';
import { apiErrorOf, type ApiFailure } from '@/features/api/client';

/**
 * Hindi for the English sentences the API and the shared zod schemas (packages/shared/src/astrologers.ts,
 * auth.ts, consult.ts) give about applications, astrologer profiles, sessions and payouts. English pages show
 * the server's sentence as it is; Hindi pages show its translation here, else the Hindi sentence for its code.
 */
const hindiSentences: Record<string, string> = {
  // phone and codes
  'Please enter a valid 10-digit mobile number.': 'कृपया 10 अंकों का सही मोबाइल नंबर लिखें।',
  'Please enter a 4-digit OTP.': 'कृपया 4 अंकों का कोड लिखें।',
  'Unknown verification request; send a new OTP.': 'यह सत्यापन अनुरोध मान्य नहीं है; नया कोड मँगाएँ।',
  'Unknown sign-in request; send a new OTP.': 'यह साइन-इन अनुरोध मान्य नहीं है; नया कोड मँगाएँ।',
  'Invalid OTP. Please try again.': 'कोड गलत है। कृपया फिर से कोशिश करें।',
  'This code has already been used or replaced. Please ask for a new one.': 'यह कोड पहले ही इस्तेमाल हो चुका है या बदल दिया गया है। कृपया नया कोड मँगाएँ।',
  'This code has expired. Please ask for a new one.': 'इस कोड की अवधि समाप्त हो गई है। कृपया नया कोड मँगाएँ।',
  'Too many wrong tries. Please ask for a new code.': 'बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  'We could not send the code just now. Please try again in a minute.': 'अभी कोड नहीं भेजा जा सका। कृपया एक मिनट बाद फिर कोशिश करें।',
  'Please verify a 10-digit mobile number with a code from /api/send_otp.': 'कृपया अपना 10 अंकों का मोबाइल नंबर कोड से सत्यापित करें।',
  'No astrologer account uses this number. Please join as an astrologer first.': 'इस नंबर से कोई ज्योतिषी खाता नहीं है। कृपया पहले ज्योतिषी के रूप में आवेदन करें।',
  'This account is suspended. Please contact customer support.': 'यह खाता निलंबित है। कृपया ग्राहक सहायता से संपर्क करें।',
  // the application
  'Please verify your mobile number first.': 'कृपया पहले अपना मोबाइल नंबर सत्यापित करें।',
  'Please verify your mobile number again: the verification has expired or is not valid.': 'कृपया अपना मोबाइल नंबर फिर से सत्यापित करें: सत्यापन की अवधि समाप्त हो गई है या वह मान्य नहीं है।',
  'An astrologer account already uses this number. Please sign in to see your application.': 'इस नंबर से पहले से एक ज्योतिषी खाता है। अपने आवेदन की स्थिति देखने के लिए साइन इन करें।',
  'An astrologer account already uses this e-mail address.': 'इस ई-मेल पते से पहले से एक ज्योतिषी खाता है।',
  'An astrologer account already uses this number or e-mail address.': 'इस नंबर या ई-मेल पते से पहले से एक ज्योतिषी खाता है।',
  'Please enter your name.': 'कृपया अपना नाम लिखें।',
  'The name can be at most 80 characters.': 'नाम अधिकतम 80 अक्षरों का हो सकता है।',
  'Please enter a valid e-mail address.': 'कृपया सही ई-मेल पता लिखें।',
  'Please choose male, female or other.': 'कृपया पुरुष, महिला या अन्य चुनें।',
  'Please enter the date of birth as day/month/year, for example 14/05/1990.': 'कृपया जन्म तिथि दिन/माह/वर्ष रूप में लिखें, जैसे 14/05/1990।',
  'Astrologers must be at least 18 years old; please check the date of birth.': 'ज्योतिषी की आयु कम से कम 18 वर्ष होनी चाहिए; कृपया जन्म तिथि जाँचें।',
  'Please choose at least one language.': 'कृपया कम से कम एक भाषा चुनें।',
  'Each language can be chosen once.': 'हर भाषा एक ही बार चुनी जा सकती है।',
  'Please choose at least one skill.': 'कृपया कम से कम एक विधा चुनें।',
  'Each skill can be chosen once.': 'हर विधा एक ही बार चुनी जा सकती है।',
  'Please enter your years of experience.': 'कृपया अपने अनुभव के वर्ष लिखें।',
  'Please enter whole years of experience.': 'कृपया अनुभव पूरे वर्षों में लिखें।',
  'Years of experience cannot be negative.': 'अनुभव के वर्ष ऋणात्मक नहीं हो सकते।',
  'Years of experience can be at most 70.': 'अनुभव अधिकतम 70 वर्ष हो सकता है।',
  'Please enter the price per minute in paise as a whole number.': 'कृपया प्रति मिनट शुल्क रुपयों में लिखें, जैसे 25 या 25.50।',
  'The price per minute must be at least ₹1.': 'प्रति मिनट शुल्क कम से कम ₹1 होना चाहिए।',
  'The price per minute can be at most ₹1,000.': 'प्रति मिनट शुल्क अधिकतम ₹1,000 हो सकता है।',
  'Please write a biography of at least 50 characters.': 'कृपया कम से कम 50 अक्षरों में अपना परिचय लिखें।',
  'The biography can be at most 3000 characters.': 'परिचय अधिकतम 3000 अक्षरों का हो सकता है।',
  'Please enter your bank details.': 'कृपया अपने बैंक विवरण भरें।',
  'Please enter the account holder’s name.': 'कृपया खाताधारक का नाम लिखें।',
  'Please enter a bank account number of 9 to 18 digits.': 'कृपया 9 से 18 अंकों का बैंक खाता नंबर लिखें।',
  'Please enter a valid 11-character IFSC code, like SBIN0001234.': 'कृपया 11 अक्षरों का सही IFSC कोड लिखें, जैसे SBIN0001234।',
  'Please attach your identity document (Aadhaar, PAN, passport or voter ID) as a picture or PDF.': 'कृपया अपना पहचान पत्र (आधार, पैन, पासपोर्ट या मतदाता पहचान पत्र) चित्र या PDF के रूप में लगाएँ।',
  'Upload the identity document as a JPEG or PNG picture or a PDF.': 'पहचान पत्र JPEG या PNG चित्र अथवा PDF के रूप में अपलोड करें।',
  'The identity document is too large; the limit is 5 MB.': 'पहचान पत्र की फ़ाइल बहुत बड़ी है; सीमा 5 MB है।',
  'A file is too large; the limit is 5 MB.': 'एक फ़ाइल बहुत बड़ी है; सीमा 5 MB है।',
  'Upload the photo as a JPEG, PNG or WebP picture.': 'फ़ोटो JPEG, PNG या WebP चित्र के रूप में अपलोड करें।',
  'The photo is too large.': 'फ़ोटो की फ़ाइल बहुत बड़ी है।',
  'Please fill in the application form.': 'कृपया आवेदन पत्र भरें।',
  'The application form could not be read; please try again.': 'आवेदन पत्र पढ़ा नहीं जा सका; कृपया फिर से कोशिश करें।',
  // the astrologer's own account
  'Only astrologers can do this.': 'यह केवल ज्योतिषी कर सकते हैं।',
  'No application was found for this account. Please join as an astrologer.': 'इस खाते का कोई आवेदन नहीं मिला। कृपया ज्योतिषी के रूप में आवेदन करें।',
  'You can go online once your application is approved.': 'आवेदन स्वीकृत होने के बाद ही आप ऑनलाइन आ सकते हैं।',
  'This application was rejected; it cannot be edited.': 'यह आवेदन अस्वीकार किया गया था; इसे बदला नहीं जा सकता।',
  'Upload the photo first; photo_url must be the address the upload returned.': 'पहले फ़ोटो अपलोड करें, फिर सहेजें।',
  'Send at least one field to change.': 'बदलने के लिए कम से कम एक जानकारी बदलें।',
  'Send chat, call or both.': 'चैट, कॉल या दोनों चुनें।',
  'No astrologer has this id.': 'यह ज्योतिषी नहीं मिला।',
  // sessions and payouts
  'The reason can be at most 300 characters.': 'कारण अधिकतम 300 अक्षरों का हो सकता है।',
  'This request expired: it was not accepted within 2 minutes.': 'इस अनुरोध की अवधि समाप्त हो गई: इसे 2 मिनट में स्वीकार नहीं किया गया।',
  'This request is no longer waiting for you.': 'यह अनुरोध अब आपकी प्रतीक्षा में नहीं है।',
  'Finish your current consultation before accepting another.': 'दूसरा अनुरोध स्वीकार करने से पहले वर्तमान परामर्श पूरा करें।',
  'This request changed meanwhile; please look again.': 'इस बीच अनुरोध बदल गया है; कृपया फिर से देखें।',
  'Only a waiting request can be rejected.': 'केवल प्रतीक्षारत अनुरोध ही अस्वीकार किया जा सकता है।',
  'This consultation has ended.': 'यह परामर्श समाप्त हो चुका है।',
  'This consultation was not found.': 'यह परामर्श नहीं मिला।',
  'Payouts are for approved astrologers.': 'भुगतान केवल स्वीकृत ज्योतिषियों के लिए है।',
  'Please enter the amount.': 'कृपया राशि लिखें।',
  'The amount must be more than zero.': 'राशि शून्य से अधिक होनी चाहिए।',
  'Please log in to continue.': 'जारी रखने के लिए कृपया लॉग इन करें।',
};

/** Hindi sentences for error codes whose English sentence varies or is not listed above. */
const hindiByCode: Record<string, string> = {
  otp_invalid: 'कोड गलत है। कृपया फिर से कोशिश करें।',
  otp_send_too_soon: 'नया कोड मँगाने से पहले कृपया 30 सेकंड रुकें।',
  otp_send_hourly_limit: 'इस नंबर के लिए बहुत सारे कोड मँगाए गए। कृपया एक घंटे बाद कोशिश करें।',
  otp_send_ip_limit: 'आपके नेटवर्क से बहुत सारे कोड मँगाए गए। कृपया बाद में कोशिश करें।',
  rate_limited: 'बहुत सारे अनुरोध। कृपया थोड़ा रुककर फिर कोशिश करें।',
  price_out_of_limits: 'प्रति मिनट शुल्क प्लेटफ़ॉर्म की तय सीमा के भीतर होना चाहिए।',
  application_token_invalid: 'कृपया अपना मोबाइल नंबर फिर से सत्यापित करें: सत्यापन की अवधि समाप्त हो गई है या वह मान्य नहीं है।',
  astrologer_exists: 'इस नंबर या ई-मेल पते से पहले से एक ज्योतिषी खाता है।',
  astrologer_not_approved: 'आवेदन स्वीकृत होने के बाद ही आप ऑनलाइन आ सकते हैं।',
  astrologer_state_conflict: 'इस आवेदन की स्थिति में यह बदलाव अभी नहीं हो सकता।',
  document_unsupported_type: 'पहचान पत्र JPEG या PNG चित्र अथवा PDF के रूप में अपलोड करें।',
  upload_unsupported_type: 'फ़ोटो JPEG, PNG या WebP चित्र के रूप में अपलोड करें।',
  upload_too_large: 'फ़ाइल बहुत बड़ी है; सीमा 5 MB है।',
  unauthenticated: 'जारी रखने के लिए कृपया लॉग इन करें।',
  forbidden: 'आप यह नहीं कर सकते।',
  session_not_found: 'यह परामर्श नहीं मिला।',
  session_state_conflict: 'यह अनुरोध अब उपलब्ध नहीं है: इसकी अवधि समाप्त हो गई है, या इसे रद्द कर दिया गया है।',
  payout_not_allowed: 'यह भुगतान अनुरोध स्वीकार्य नहीं है: राशि कम से कम ₹500 और उपलब्ध कमाई जितनी या उससे कम होनी चाहिए।',
  astrologer_unavailable: 'ज्योतिषी अभी उपलब्ध नहीं हैं।',
};

/** Sentences with numbers in them. */
const hindiPatterns: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^The price per minute must be between ₹([\d.,]+) and ₹([\d.,]+)\.$/, (m) => `प्रति मिनट शुल्क ₹${m[1]} और ₹${m[2]} के बीच होना चाहिए।`],
  [/^A payout must be at least ₹([\d.,]+)\.$/, (m) => `भुगतान कम से कम ₹${m[1]} का होना चाहिए।`],
  [/^You can ask for at most ₹([\d.,]+), your earnings not yet paid out\.$/, (m) => `आप अधिकतम ₹${m[1]} माँग सकते हैं, यानी अभी तक न चुकाई गई कमाई।`],
  [/^Please wait (\d+) seconds before asking for a new code\.$/, (m) => `नया कोड मँगाने से पहले कृपया ${m[1]} सेकंड रुकें।`],
  [/^Invalid OTP\. Please try again\. (\d+) tr(?:y|ies) left\.$/, (m) => `कोड गलत है। कृपया फिर से कोशिश करें। ${m[1]} प्रयास बाकी।`],
];

/** A sentence from the server or a shared schema, in the page's language (the English one when no translation exists). */
export function sentenceIn(lang: Locale, message: string, code?: string): string {
  if (lang === 'en') return message;
  if (hindiSentences[message]) return hindiSentences[message];
  for (const [pattern, render] of hindiPatterns) {
    const m = message.match(pattern);
    if (m) return render(m);
  }
  return (code && hindiByCode[code]) || message;
}

/** The sentence of a failed API call in the page's language, or `fallback` when the server gave none. */
export function failureSentence(failure: ApiFailure, lang: Locale, fallback: string): string {
  const { code, message } = apiErrorOf(failure);
  if (message) return sentenceIn(lang, message, code);
  if (code && lang === 'hi' && hindiByCode[code]) return hindiByCode[code];
  return fallback;
}
