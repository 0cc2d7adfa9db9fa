// A last look at a response's headers before they go out, for the parts of the web server that need one (the
// browser's Cache-Control of static pages, page-cache-headers.mjs; whether the micro-cache may store the answer,
// page-micro-cache.mjs). Next sets its headers with setHeader and sends them with writeHead, or with a first write,
// which calls writeHead itself; so `writeHead` is wrapped once per response and runs the hooks in the order added.

const HOOKS = Symbol('beforeHeaders');

/**
 * Calls `hook(res, status, headersGiven)` just before `res` sends its headers: `status` is the code about to be sent,
 * `headersGiven` whether writeHead was handed headers of its own (which setHeader no longer changes).
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse, status: number, headersGiven: boolean) => void} hook
 */
export function beforeHeaders(res, hook) {
  let hooks = res[HOOKS];
  if (!hooks) {
    hooks = res[HOOKS] = [];
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      const headersGiven = args.slice(1).some((a) => a !== null && typeof a === 'object');
      for (const h of hooks) h(this, status, headersGiven);
      return writeHead.apply(this, args);
    };
  }
  hooks.push(hook);
}
