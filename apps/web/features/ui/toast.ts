import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type HotToastModule = typeof import('react-hot-toast');
type HotToast = HotToastModule['default'];

let library: Promise<HotToastModule> | null = null;

/**
 * react-hot-toast's code, fetched once for the whole page: by the site's Toaster after the page has loaded, or by the
 * first toast if that comes sooner. A failed fetch (offline) is tried again at the next call.
 */
export function loadToastLibrary(): Promise<HotToastModule> {
  library ??= import('react-hot-toast').catch((err: unknown) => {
    library = null;
    throw err;
  });
  return library;
}

/** Runs `show` once the library is there; one promise for every toast, so toasts show in the order they were raised. */
function raise(show: (hot: HotToast) => void): void {
  loadToastLibrary().then((m) => show(m.default), () => { /* offline: this toast is lost; the next one fetches again */ });
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
