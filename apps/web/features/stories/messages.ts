import { defineMessages } from '@/i18n/define';

export const storyMessages = defineMessages(
  {
    story: 'Web story',
    pageOf: 'Page {n} of {total}',
    previous: 'Previous page',
    next: 'Next page',
    pause: 'Pause',
    play: 'Play',
    close: 'Close the story',
    readMore: 'Read more',
    replay: 'Watch again',
    moreStories: 'More stories',
    help: 'Tap the right side or press → for the next page, the left side or ← to go back, Space to pause.',
  },
  {
    story: 'वेब स्टोरी',
    pageOf: '{total} में से पृष्ठ {n}',
    previous: 'पिछला पृष्ठ',
    next: 'अगला पृष्ठ',
    pause: 'रोकें',
    play: 'चलाएँ',
    close: 'स्टोरी बंद करें',
    readMore: 'आगे पढ़ें',
    replay: 'फिर से देखें',
    moreStories: 'और स्टोरीज़',
    help: 'अगले पृष्ठ के लिए दाईं ओर टैप करें या → दबाएँ, पीछे जाने के लिए बाईं ओर या ←, रोकने के लिए Space।',
  },
);
