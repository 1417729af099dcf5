// Small DOM helpers shared by every module (no framework).

/**
 * Create an element: h('button', {class: 'x', testid: 'undo', onclick: fn}, 'text', child).
 * attrs: class, testid (→ data-testid), dataset {k: v}, style (string), on* (listeners),
 * any other key becomes an attribute (false/null/undefined: left out, true: empty value).
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') el.className = v;
      else if (k === 'testid') el.dataset.testid = v;
      else if (k === 'dataset') Object.assign(el.dataset, v);
      else if (k === 'style') el.setAttribute('style', v);
      else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
      else if (k === 'value') el.value = v;
      else if (k === 'checked') el.checked = !!v;
      else if (k === 'text') el.textContent = v;
      else el.setAttribute(k, v === true ? '' : String(v));
    }
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** The value when it is an array, else []. */
export function arr(v) {
  return Array.isArray(v) ? v : [];
}

/** The value when it is a plain object, else {}. */
export function obj(v) {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

export function isInt(v) {
  return typeof v === 'number' && Number.isInteger(v);
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/** Suits in a display text (♠♣♦♥) wrapped in coloured spans; the rest stays text. */
export function richText(text) {
  const frag = document.createDocumentFragment();
  const s = String(text ?? '');
  const re = /[♠♣♦♥]/g;
  let last = 0;
  let m;
  while ((m = re.exec(s))) {
    if (m.index > last) frag.append(s.slice(last, m.index));
    const letter = { '♠': 'S', '♣': 'C', '♦': 'D', '♥': 'H' }[m[0]];
    frag.append(h('span', { class: `suit suit-${letter}` }, m[0]));
    last = m.index + 1;
  }
  if (last < s.length) frag.append(s.slice(last));
  return frag;
}

/** Download a JSON value as a file. */
export function downloadJson(data, filename) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = h('a', { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function formatDate(value, lang) {
  if (value === null || value === undefined || value === '') return '—';
  const d = typeof value === 'number' ? new Date(value > 1e12 ? value : value * 1000) : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return d.toLocaleString(lang === 'en' ? 'en-GB' : 'ru-RU', {
    year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit',
  });
}

/** Seconds as a clock: "4:05", "1:02:09". */
export function clockText(seconds) {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

const ICONS = {
  bulb: '<path d="M12 2 C7.6 2 5 5.3 5 8.8 C5 11.4 6.4 13 7.6 14.3 C8.4 15.2 9 16 9 17 H15 C15 16 15.6 15.2 16.4 14.3 C17.6 13 19 11.4 19 8.8 C19 5.3 16.4 2 12 2 Z"/><rect x="9" y="18.2" width="6" height="1.8" rx="0.6"/><rect x="9.8" y="21" width="4.4" height="1.6" rx="0.6"/>',
  clock: '<circle cx="12" cy="12" r="9.5"/><path d="M12 6.5 V12 L15.5 14.2" class="icon-line" stroke-linecap="round"/>',
  flag: '<path d="M5 2 H7 V22 H5 Z"/><path d="M8 3 H19 L16 7.5 L19 12 H8 Z"/>',
  robot: '<rect x="4" y="7" width="16" height="12" rx="3"/><circle cx="9" cy="13" r="1.6" class="icon-cut"/><circle cx="15" cy="13" r="1.6" class="icon-cut"/><rect x="11" y="2" width="2" height="5"/><circle cx="12" cy="2.5" r="1.6"/>',
  barrel: '<path d="M7 3 H17 C19.5 7 19.5 17 17 21 H7 C4.5 17 4.5 7 7 3 Z"/><path d="M5.6 8 H18.4 M5.2 12 H18.8 M5.6 16 H18.4" class="icon-line"/>',
};

/** A small inline SVG icon (decorative unless ``label`` is given). */
export function icon(name, label) {
  const span = document.createElement('span');
  span.className = `icon icon-${name}`;
  if (label) {
    span.setAttribute('role', 'img');
    span.setAttribute('aria-label', label);
    span.title = label;
  } else span.setAttribute('aria-hidden', 'true');
  span.innerHTML = `<svg viewBox="0 0 24 24" focusable="false">${ICONS[name] || ''}</svg>`;
  return span;
}
