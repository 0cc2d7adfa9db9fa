import { defineMessages } from '@/i18n/define';

export const placeMessages = defineMessages(
  {
    placeholder: 'Type a city, e.g. Lucknow or लखनऊ',
    searching: 'Searching…',
    noMatch: 'No place matches “{query}”. Try another spelling, or give coordinates under advanced options.',
    failed: 'Suggestions could not be loaded. Check your connection and type again.',
    results: '{count} places found; use the up and down arrows to choose.',
    population: 'population {count}',
  },
  {
    placeholder: 'शहर का नाम लिखें, जैसे Lucknow या लखनऊ',
    searching: 'खोज रहे हैं…',
    noMatch: '“{query}” से कोई स्थान नहीं मिला। दूसरी वर्तनी आज़माएँ, या उन्नत विकल्पों में अक्षांश-देशांतर दें।',
    failed: 'सुझाव लोड नहीं हो सके। इंटरनेट जाँचें और फिर लिखें।',
    results: '{count} स्थान मिले; चुनने के लिए ऊपर-नीचे तीर कुंजियाँ दबाएँ।',
    population: 'जनसंख्या {count}',
  },
);
