// The es/gl switch of a business page (bizengine/web/templates/business.html). No inline code:
// every text is rendered twice, <span data-lang="es"> and <span data-lang="gl" hidden>, and this
// shows one language; the choice is remembered per browser.
const KEY = 'bizengine.page.lang';

function setLang(lang) {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-lang]')) el.hidden = el.dataset.lang !== lang;
  for (const b of document.querySelectorAll('[data-set-lang]')) b.setAttribute('aria-pressed', String(b.dataset.setLang === lang));
  try { localStorage.setItem(KEY, lang); } catch { /* private mode: the switch still works */ }
}

function start() {
  for (const b of document.querySelectorAll('[data-set-lang]')) b.addEventListener('click', () => setLang(b.dataset.setLang));
  let saved = null;
  try { saved = localStorage.getItem(KEY); } catch { saved = null; }
  if (saved === 'gl' || saved === 'es') setLang(saved);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
