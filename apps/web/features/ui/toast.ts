import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | null = null;

/** Runs `show` with react-hot-toast, fetched at the first toast (or by the Toaster after load), not with the page. */
function raise(show: (hot: HotToast) => void): void {
  // one promise for every toast, so toasts raised before the code arrives still show in the order they were raised
  library ??= import('react-hot-toast').then(
    (m) => m.default,
    (err: unknown) => { library = null; throw err; },
  );
  library.then(show, () => { /* offline: the page's own state already says what happened */ });
}

/** What react-hot-toast shows: text, an element, or a function of the toast (for a toast with a link). */
type Message = ValueOrFunction<Renderable, Toast>;

/**
 * The site's toasts: react-hot-toast's `toast`, `toast.success` and `toast.error` with the same arguments, raised once
 * the library's code is there (usually already, as the Toaster fetches it after the page has loaded). A page that only
 * might raise a toast (a card's "notify me", a form's reply) then does not carry the library in its first load.
 */
export const toast = Object.assign((message: Message, options?: ToastOptions) => raise((hot) => hot(message, options)), {
  success: (message: Message, options?: ToastOptions) => raise((hot) => hot.success(message, options)),
  error: (message: Message, options?: ToastOptions) => raise((hot) => hot.error(message, options)),
});
