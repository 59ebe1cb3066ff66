import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

// React Router's <Scripts> writes one `<link rel="modulepreload">` per chunk of the page's code
// (React hoists them into <head>) and one inline module script that imports the route modules and
// starts hydration. Left as they are, a phone spends its first round trips on some 40 scripts that
// the first paint does not need; the page's HTML and CSS already draw everything above the fold.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const HYDRATION_SCRIPT = /^<script([^>]*) type="module" async="">([\s\S]*)<\/script>$/;
// How the hydration script's tag ends, and how any script ends: what the stream is searched for.
const HYDRATION_MARK = ' type="module" async="">';
const SCRIPT_END = '</script>';
const NONCE = /\bnonce="([^"]*)"/;

/**
 * Runs in the browser, inlined into the page: once the server's HTML has been painted, preloads the
 * page's modules and adds the hydration script. A hidden tab (opened in the background) paints
 * nothing and gets them at once. Written in the JavaScript every browser the shop serves runs,
 * without the build's help, since it is inlined as source.
 */
function loadAfterFirstPaint(modules: string[], hydration: string, nonce: string) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = hydration;
    document.body.appendChild(script);
  }
  // A frame callback runs just before the first paint; a task queued from it runs after.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

/** A JavaScript literal safe inside an inline <script> (no `</script>` or `<!--` can close it). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Rewrites the document so the page's JavaScript is fetched after its first paint: the
 * module preloads are taken out of <head> and the hydration script is replaced by an inline script
 * that adds both back once the browser has painted (`loadAfterFirstPaint`). Until the hydration
 * script has passed, the document is held (entry.server has React write it at once); everything
 * after it passes through untouched. A document without that script passes unchanged.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  // Until the hydration script's tag is found, what arrives is kept in pieces and only the new piece
  // is searched (with the end of the one before, in case the tag was cut there): searching a string
  // that grows by every piece would copy all of it each time.
  const pieces: string[] = [];
  let tail = '';
  // From then on, everything so far as one string, and where the tag's mark is in it.
  let held = '';
  let mark = -1;
  let rewritten = false;

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (rewritten) return callback(null, chunk);
      const piece = decoder.write(chunk);
      if (mark < 0) {
        const searched = tail + piece;
        const found = searched.indexOf(HYDRATION_MARK);
        pieces.push(piece);
        if (found < 0) {
          tail = searched.slice(1 - HYDRATION_MARK.length);
          return callback();
        }
        held = pieces.join('');
        mark = held.length - searched.length + found;
      } else {
        held += piece;
      }
      const scriptEnd = held.indexOf(SCRIPT_END, mark);
      if (scriptEnd < 0) return callback();
      rewritten = true;
      const scriptStart = held.lastIndexOf('<script', mark);
      const head = held.slice(0, scriptStart);
      const script = held.slice(scriptStart, scriptEnd + SCRIPT_END.length);
      const after = held.slice(scriptEnd + SCRIPT_END.length);
      held = '';
      const [, attributes = '', code = ''] = HYDRATION_SCRIPT.exec(script) ?? [];
      const nonce = NONCE.exec(attributes)?.[1] ?? '';
      const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
      const loader = `<script${attributes}>(${loadAfterFirstPaint.toString()})(${scriptLiteral(modules)},${scriptLiteral(code)},${scriptLiteral(nonce)})</script>`;
      callback(null, head.replace(MODULE_PRELOAD, '') + loader + after);
    },
    flush(callback: TransformCallback) {
      const rest = decoder.end();
      if (rewritten) return callback(null, rest);
      callback(null, (mark < 0 ? pieces.join('') : held) + rest);
    },
  });
}
