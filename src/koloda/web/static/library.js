// The rules library (GET /api/library): every game of the catalogue, searched as you type
// (names, other names, then the summaries; case and ё/е do not matter), filtered by family,
// players and deck, each with a page of its own and «Играть» for the games Koloda plays.
//
// Links: #/library (the filters ride in the address: ?q=&family=&players=&deck=&playable=1)
// and #/library/KEY for one entry.

import { t, tn, lang } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt } from './util.js';

let cache = null;

async function load() {
  if (!cache) {
    const data = obj(await api.library());
    cache = {
      families: arr(data.families).filter((f) => f && typeof f.key === 'string'),
      entries: arr(data.entries).filter((e) => e && typeof e.key === 'string'),
    };
  }
  return cache;
}

/** Lower case, ё as е, words only: what the query and the texts are compared in. */
export function fold(text) {
  return (String(text ?? '').toLowerCase().replaceAll('ё', 'е').match(/[0-9a-zа-я]+/g) || []).join(' ');
}

const pick = (pair) => { const o = obj(pair); return String((lang() === 'en' ? o.en : o.ru) ?? o.ru ?? ''); };

function namesOf(e) {
  return [pick(e.name), obj(e.name).ru, obj(e.name).en, e.key.replaceAll('_', ' '), ...arr(e.aliases),
    ...arr(e.variants).flatMap((v) => [obj(v.name).ru, obj(v.name).en])].map(fold);
}

/** How well an entry answers the query (0: not at all); names weigh above the text. */
function score(e, words) {
  if (!words.length) return 1;
  const names = e._names || (e._names = namesOf(e));
  const body = e._body || (e._body = fold([obj(e.summary).ru, obj(e.summary).en,
    ...arr(e.variants).flatMap((v) => [obj(v.summary).ru, obj(v.summary).en])].join(' ')));
  let total = 0;
  for (const w of words) {
    const starts = (s) => s === w || s.startsWith(w) || s.includes(` ${w}`);
    if (names.some((n) => n === w)) total += 100;
    else if (names.some((n) => n.startsWith(w))) total += 60;
    else if (names.some(starts)) total += 40;
    else if (body.startsWith(w) || body.includes(` ${w}`)) total += 5;
    else return 0;
  }
  return total;
}

export function filterEntries(entries, f) {
  const words = fold(f.q).split(' ').filter(Boolean);
  const players = Number(f.players);
  return entries
    .map((e, i) => ({ e, i, s: score(e, words) }))
    .filter(({ e, s }) => s > 0
      && (!f.family || e.family === f.family)
      && (!f.players || (obj(e.players).min <= players && (obj(e.players).max == null || players <= obj(e.players).max)))
      && (!f.deck || arr(e.decks).includes(f.deck))
      && (!f.playable || e.play))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map(({ e }) => e);
}

function familyName(families, key) {
  const f = families.find((x) => x.key === key);
  return f ? String((lang() === 'en' ? f.en : f.ru) || key) : key;
}

function playersText(e) {
  const p = obj(e.players);
  if (!isInt(p.min)) return '';
  if (p.max == null) return `${p.min}+`;
  return p.max === p.min ? String(p.min) : `${p.min}–${p.max}`;
}

function deckText(e) {
  return arr(e.decks).map((d) => (d === 'any' ? t('library.any_deck') : tn('library.cards', Number(d)))).join(', ');
}

/** Where «Играть» goes: the lobby open on the game (and its preset), or the telling. */
export function playHref(e) {
  const p = obj(e.play);
  if (typeof p.key !== 'string') return null;
  if (p.kind === 'telling') return `#/tell/${encodeURIComponent(p.key)}`;
  const q = new URLSearchParams({ game: p.key });
  if (typeof p.preset === 'string' && p.preset) q.set('preset', p.preset);
  if (typeof p.variant === 'string' && p.variant) q.set('variant', p.variant);
  return `#/?${q}`;
}

function playButton(e, small) {
  const href = playHref(e);
  return href ? h('a', { class: `btn btn-primary${small ? ' btn-small' : ''}`, href, testid: `library-play-${e.key}` }, t('library.play')) : null;
}

function filtersFromHash() {
  const raw = location.hash.split('?')[1] || '';
  const q = new URLSearchParams(raw);
  return { q: q.get('q') || '', family: q.get('family') || '', players: q.get('players') || '', deck: q.get('deck') || '', playable: q.get('playable') === '1' };
}

function filtersToHash(f) {
  const q = new URLSearchParams();
  for (const k of ['q', 'family', 'players', 'deck']) if (f[k]) q.set(k, f[k]);
  if (f.playable) q.set('playable', '1');
  const s = q.toString();
  // the address keeps the search (back and reload return to it) without a new route
  history.replaceState(null, '', `#/library${s ? `?${s}` : ''}`);
}

function listPage(page, data) {
  const f = filtersFromHash();
  const decks = [...new Set(data.entries.flatMap((e) => arr(e.decks)))].filter((d) => d !== 'any')
    .sort((a, b) => Number(a) - Number(b));
  const search = h('input', { type: 'search', id: 'library-search', testid: 'library-search', value: f.q, autocomplete: 'off',
    placeholder: t('library.search_placeholder'), 'aria-describedby': 'library-count' });
  const select = (id, label, options, value) => h('label', { class: 'library-filter', for: id }, h('span', {}, label),
    h('select', { id, testid: id }, ...options.map(([v, text]) => h('option', { value: v, selected: v === value ? true : undefined }, text))));
  const family = select('library-family', t('library.family'), [['', t('library.all')], ...data.families.map((x) => [x.key, familyName(data.families, x.key)])], f.family);
  const players = select('library-players', t('library.players'), [['', t('library.all')], ...Array.from({ length: 10 }, (_, i) => [String(i + 1), String(i + 1)])], f.players);
  const deck = select('library-deck', t('library.deck'), [['', t('library.all')], ...decks.map((d) => [d, tn('library.cards', Number(d))])], f.deck);
  const playable = h('input', { type: 'checkbox', id: 'library-playable', testid: 'library-playable', checked: f.playable });
  const count = h('p', { id: 'library-count', class: 'muted', testid: 'library-count', 'aria-live': 'polite' });
  const list = h('ul', { class: 'library-list', testid: 'library-list' });
  const reset = h('button', { type: 'button', class: 'btn btn-ghost btn-small', testid: 'library-reset' }, t('library.reset'));

  const read = () => ({ q: search.value, family: family.querySelector('select').value,
    players: players.querySelector('select').value, deck: deck.querySelector('select').value, playable: playable.checked });
  const draw = () => {
    const now = read();
    filtersToHash(now);
    const found = filterEntries(data.entries, now);
    count.textContent = t('library.count', { n: found.length, total: data.entries.length });
    list.replaceChildren(...found.map((e) => h('li', { class: 'library-item', testid: `library-item-${e.key}` },
      h('div', { class: 'library-item-head' },
        h('a', { href: `#/library/${encodeURIComponent(e.key)}`, class: 'library-name', testid: `library-open-${e.key}` }, pick(e.name)),
        h('span', { class: 'muted library-other' }, lang() === 'en' ? obj(e.name).ru : obj(e.name).en)),
      h('p', { class: 'library-snippet' }, pick(e.summary)),
      h('div', { class: 'library-facts muted' },
        h('span', {}, familyName(data.families, e.family)), ' · ',
        h('span', {}, t('library.players_n', { n: playersText(e) })), ' · ',
        h('span', {}, deckText(e))),
      playButton(e, true))));
    if (!found.length) list.append(h('li', { class: 'library-empty', testid: 'library-empty' }, t('library.none')));
  };
  search.addEventListener('input', draw);
  for (const box of [family, players, deck]) box.querySelector('select').addEventListener('change', draw);
  playable.addEventListener('change', draw);
  reset.addEventListener('click', () => {
    search.value = '';
    for (const box of [family, players, deck]) box.querySelector('select').value = '';
    playable.checked = false;
    draw();
    search.focus();
  });
  page.append(h('section', { class: 'panel library-tools', role: 'search' },
    h('label', { for: 'library-search', class: 'sr-only' }, t('library.search_label')), search,
    h('div', { class: 'library-filters' }, family, players, deck,
      h('label', { class: 'library-filter library-check', for: 'library-playable' }, playable, h('span', {}, t('library.playable_only'))), reset),
    count), list);
  draw();
  search.focus();
}

function entryPage(page, data, key) {
  const e = data.entries.find((x) => x.key === key);
  const back = h('a', { href: '#/library', class: 'btn btn-ghost btn-small', testid: 'library-back' }, `← ${t('library.title')}`);
  if (!e) {
    page.append(back, h('section', { class: 'panel' }, h('p', { role: 'alert', testid: 'library-missing' }, t('library.missing', { key }))));
    return;
  }
  const other = lang() === 'en' ? obj(e.name).ru : obj(e.name).en;
  const facts = h('dl', { class: 'defs library-facts-list', testid: 'library-facts' },
    h('dt', {}, t('library.family')), h('dd', {}, familyName(data.families, e.family)),
    h('dt', {}, t('library.players')), h('dd', {}, playersText(e)),
    h('dt', {}, t('library.deck')), h('dd', {}, deckText(e)),
    arr(e.aliases).length ? [h('dt', {}, t('library.aliases')), h('dd', {}, arr(e.aliases).join(', '))] : null);
  const actions = h('div', { class: 'library-actions' }, playButton(e, false),
    e.play && obj(e.play).kind === 'game' ? h('a', { class: 'btn', href: `#/rules/${encodeURIComponent(e.play.key)}`, testid: 'library-full-rules' }, t('library.full_rules')) : null,
    e.play ? null : h('p', { class: 'muted', testid: 'library-reference' }, t('library.reference')));
  page.append(back,
    h('h1', { class: 'page-title', testid: 'library-title' }, pick(e.name), ' ', h('span', { class: 'muted library-other' }, other)),
    h('article', { class: 'panel library-entry', lang: lang(), testid: 'library-entry' },
      facts, actions, h('p', { class: 'library-summary', testid: 'library-summary' }, pick(e.summary)),
      arr(e.variants).length ? h('section', { testid: 'library-variants' }, h('h2', {}, t('library.variants')),
        h('dl', { class: 'defs' }, ...arr(e.variants).flatMap((v) => [h('dt', {}, pick(v.name)), h('dd', {}, pick(v.summary))]))) : null),
    arr(e.related).length ? h('section', { class: 'panel', testid: 'library-related' }, h('h2', {}, t('library.related')),
      h('ul', { class: 'library-related' }, ...arr(e.related).map((k) => {
        const r = data.entries.find((x) => x.key === k);
        return r ? h('li', {}, h('a', { href: `#/library/${encodeURIComponent(k)}` }, pick(r.name))) : null;
      }))) : null);
  page.querySelector('h1')?.focus?.();
}

export async function mount(root, params) {
  const page = h('div', { class: 'page library-page' });
  root.append(page);
  let data;
  try {
    data = await load();
  } catch (err) {
    page.append(h('h1', { class: 'page-title' }, t('library.title')),
      h('section', { class: 'panel' }, h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic'))));
    return {};
  }
  if (params.key) entryPage(page, data, params.key);
  else {
    page.append(h('h1', { class: 'page-title' }, t('library.title')), h('p', { class: 'muted' }, t('library.intro'), ' ',
      h('a', { href: '#/rules', testid: 'library-koloda-rules' }, t('library.koloda_rules'))));
    listPage(page, data);
  }
  return {};
}
