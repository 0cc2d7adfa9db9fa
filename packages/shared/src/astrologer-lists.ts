/** The skills and languages an astrologer may list (no zod here: pages import them as `@nakshatra/shared/astrologer-lists`). */

/** Skills an astrologer may list (the registration form's choices). */
export const astrologerSkills = ['Vedic', 'KP', 'Nadi', 'Lal Kitab', 'Tarot', 'Numerology', 'Vastu', 'Palmistry', 'Prashna', 'Face Reading', 'Reiki', 'Psychic'] as const;
/** Languages of consultation. */
export const astrologerLanguages = ['Hindi', 'English', 'Bengali', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Gujarati', 'Punjabi', 'Odia', 'Assamese', 'Urdu', 'Sanskrit'] as const;
