import { defineMessages } from '@/i18n/define';

export const homeMessages = defineMessages(
  {
    title: 'Nakshatra: astrology and spiritual guidance',
    description: 'Talk or chat with trusted astrologers, get your free kundli and kundli matching, daily horoscopes, remedies, aartis and the Astro FM podcast.',
    heading: 'Astrology and spiritual guidance, in your language',
    intro: 'Talk to an astrologer, read your horoscope, find the right remedy and listen to the katha: Nakshatra brings Jyotish home.',
    carousel: 'Highlights',
    slide: '{n} of {total}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Go to slide {n}',
    pause: 'Pause the slides',
    play: 'Play the slides',
    services: 'Our services',
    signs: 'Daily horoscope by sign',
    signsIntro: 'Choose your Moon sign (rashi) to read today’s horoscope.',
    latestBlogs: 'Latest from the blog',
    remedies: 'Remedies',
    videos: 'Videos',
    testimonials: 'What our clients say',
    webStories: 'Web stories',
    seeAll: 'See all',
    rating: 'Rated {n} out of 5',
    signNames: { aries: 'Aries', taurus: 'Taurus', gemini: 'Gemini', cancer: 'Cancer', leo: 'Leo', virgo: 'Virgo', libra: 'Libra', scorpio: 'Scorpio', sagittarius: 'Sagittarius', capricorn: 'Capricorn', aquarius: 'Aquarius', pisces: 'Pisces' },
    rashiNames: { aries: 'Mesha', taurus: 'Vrishabha', gemini: 'Mithuna', cancer: 'Karka', leo: 'Simha', virgo: 'Kanya', libra: 'Tula', scorpio: 'Vrishchika', sagittarius: 'Dhanu', capricorn: 'Makara', aquarius: 'Kumbha', pisces: 'Meena' },
  },
  {
    title: 'नक्षत्र: ज्योतिष और आध्यात्मिक मार्गदर्शन',
    description: 'भरोसेमंद ज्योतिषियों से बात या चैट करें, निःशुल्क कुंडली और कुंडली मिलान, दैनिक राशिफल, उपाय, आरतियाँ और एस्ट्रो एफ़एम पॉडकास्ट।',
    heading: 'ज्योतिष और आध्यात्मिक मार्गदर्शन, आपकी भाषा में',
    intro: 'ज्योतिषी से बात करें, अपना राशिफल पढ़ें, सही उपाय जानें और कथा सुनें: नक्षत्र ज्योतिष को आपके घर तक लाता है।',
    carousel: 'मुख्य आकर्षण',
    slide: '{total} में से {n}',
    previousSlide: 'पिछली स्लाइड',
    nextSlide: 'अगली स्लाइड',
    goToSlide: 'स्लाइड {n} पर जाएँ',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
    services: 'हमारी सेवाएँ',
    signs: 'राशि के अनुसार दैनिक राशिफल',
    signsIntro: 'आज का राशिफल पढ़ने के लिए अपनी चंद्र राशि चुनें।',
    latestBlogs: 'ब्लॉग से नए लेख',
    remedies: 'उपाय',
    videos: 'वीडियो',
    testimonials: 'हमारे ग्राहक क्या कहते हैं',
    webStories: 'वेब स्टोरीज़',
    seeAll: 'सभी देखें',
    rating: '5 में से {n} रेटिंग',
    signNames: { aries: 'मेष', taurus: 'वृषभ', gemini: 'मिथुन', cancer: 'कर्क', leo: 'सिंह', virgo: 'कन्या', libra: 'तुला', scorpio: 'वृश्चिक', sagittarius: 'धनु', capricorn: 'मकर', aquarius: 'कुंभ', pisces: 'मीन' },
    rashiNames: { aries: 'Aries', taurus: 'Taurus', gemini: 'Gemini', cancer: 'Cancer', leo: 'Leo', virgo: 'Virgo', libra: 'Libra', scorpio: 'Scorpio', sagittarius: 'Sagittarius', capricorn: 'Capricorn', aquarius: 'Aquarius', pisces: 'Pisces' },
  },
);

/** The twelve signs in zodiac order; their daily horoscope lives at /horoscope/daily/<sign>. */
export const signs = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
/** Unicode zodiac glyphs, drawn as text (decorative). */
export const signGlyphs = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'] as const;
