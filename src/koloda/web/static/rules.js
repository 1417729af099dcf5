// Rules pages: the readable rules of a game or a fortune telling (GET /api/rules/{key}?lang=,
// written by the game itself), each rule key, variant and preset explained with an anchor
// the lobby's "?" links point at, then the rule schema as a table.
//
// Links: #/rules/KEY opens a page; #/rules/KEY#rule-NAME, #variant-NAME or #preset-NAME
// (or the older #/rules/KEY/NAME for a rule key) also scrolls to that explanation.

import { t, tOr, field, lang, presetTitle } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt } from './util.js';

function valueText(v) {
  if (v === true) return t('common.on');
  if (v === false) return t('common.off');
  if (v === null || v === undefined) return t('lobby.off');
  return String(v);
}

function allowedText(rule) {
  const type = String(rule.type ?? '');
  if (type === 'bool') return `${t('common.on')} / ${t('common.off')}`;
  if (type === 'choice') return arr(rule.allowed).map(String).join(', ');
  if (type.startsWith('int')) {
    let s = `${isInt(rule.min) ? rule.min : '…'}–${isInt(rule.max) ? rule.max : '…'}`;
    if (isInt(rule.step) && rule.step !== 1) s += ` (${t('rules.step', { n: rule.step })})`;
    if (type === 'int|none') s += `, ${t('lobby.off')}`;
    return s;
  }
  return arr(rule.allowed).map(String).join(', ');
}

function schemaTable(rules) {
  return h('div', { class: 'table-scroll' }, h('table', { class: 'list-table schema', testid: 'rule-schema' },
    h('thead', {}, h('tr', {}, ...['rules.key', 'rules.default', 'rules.allowed', 'rules.meaning'].map((k) => h('th', { scope: 'col' }, t(k))))),
    h('tbody', {}, ...rules.map((r) => h('tr', { id: `rule-doc-${r.key}`, testid: `rule-doc-${r.key}`, tabindex: -1 },
      h('td', {}, h('code', {}, r.key)),
      h('td', {}, valueText(r.default)),
      h('td', {}, allowedText(r)),
      h('td', {}, field(r, 'description')))))));
}

/** Where a rules link points: the page's key and the anchor inside it (or null). */
export function parseTarget(params) {
  const raw = String(params.game ?? '');
  const cut = raw.indexOf('#');
  const key = cut < 0 ? raw : raw.slice(0, cut);
  let anchor = cut < 0 ? null : raw.slice(cut + 1) || null;
  if (!anchor && params.key) anchor = `rule-${params.key}`;
  return { key, anchor };
}

/** A link to a game's rules page, or to one explanation on it (for other pages). */
export function rulesHref(game, kind, name) {
  const base = `#/rules/${encodeURIComponent(game)}`;
  return kind && name ? `${base}#${kind}-${name}` : base;
}

function explained(items, label) {
  return h('dl', { class: 'defs rules-explained' }, ...items.flatMap((it) => [
    h('dt', { id: it.anchor, testid: `explain-${it.anchor}`, tabindex: -1 },
      label ? label(it.key) : null, h('code', { class: 'rule-name' }, it.key)),
    h('dd', {}, String(it.text ?? '')),
  ]));
}

async function tellingsList() {
  try {
    return arr(await api.tellings()).filter((x) => x && typeof x.key === 'string');
  } catch {
    return [];
  }
}

function groups(games, tellings) {
  const card = games.filter((g) => g.family !== 'patience');
  const sol = games.filter((g) => g.family === 'patience');
  const tell = tellings.map((x) => ({ key: x.key, title_ru: obj(x.title).ru, title_en: obj(x.title).en }));
  return [['rules.card_games', card], ['rules.solitaires', sol], ['rules.tellings', tell]].filter(([, list]) => list.length);
}

function indexPage(page, groupsList) {
  page.append(h('p', { class: 'muted' }, t('rules.pick')));
  for (const [label, list] of groupsList) {
    page.append(h('section', { class: 'panel' }, h('h2', {}, t(label)),
      h('nav', { class: 'rules-nav', 'aria-label': t(label) }, ...list.map((g) => h('a', {
        href: rulesHref(g.key), class: 'btn btn-ghost btn-small', testid: `rules-${g.key}`,
      }, field(g, 'title') || g.key)))));
  }
}

function switcher(groupsList, current) {
  const select = h('select', { testid: 'rules-switch', 'aria-label': t('rules.switch'), onchange: (e) => { location.hash = rulesHref(e.target.value); } },
    ...groupsList.map(([label, list]) => h('optgroup', { label: t(label) }, ...list.map((g) => h('option', { value: g.key, selected: g.key === current ? true : undefined }, field(g, 'title') || g.key)))));
  return h('label', { class: 'rules-switch' }, t('rules.switch'), ' ', select);
}

function highlight(anchor) {
  if (!anchor) return;
  const el = document.getElementById(anchor) || (anchor.startsWith('rule-') ? document.getElementById(`rule-doc-${anchor.slice(5)}`) : null);
  if (!el) return;
  el.classList.add('highlight');
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}

export async function mount(root, params, app) {
  const { key, anchor } = parseTarget(params);
  let games = [];
  try {
    games = await app.games();
  } catch (err) {
    root.append(h('section', { class: 'panel' }, h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic'))));
    return {};
  }
  const tellings = await tellingsList();
  const groupsList = groups(games, tellings);
  const page = h('div', { class: 'page rules-page' });
  root.append(page);
  if (!key) {
    page.append(h('h1', { class: 'page-title' }, t('rules.title')));
    indexPage(page, groupsList);
    return {};
  }
  let data = {};
  try {
    data = obj(await api.rules(key, lang()));
  } catch (err) {
    page.append(h('h1', { class: 'page-title' }, t('rules.title')), switcher(groupsList, key),
      h('section', { class: 'panel' }, h('p', { role: 'alert' }, err.text ? err.text() : t('error.generic'))));
    return {};
  }
  const game = games.find((g) => g.key === data.key || g.key === key);
  const text = data.text && typeof data.text === 'object' ? data.text : null;
  const title = (text && text.title) || obj(data.title)[lang()] || field(game, 'title') || key;
  page.append(h('div', { class: 'rules-head' }, h('h1', { class: 'page-title', testid: 'rules-title' }, t('rules.page_title', { title })), switcher(groupsList, data.key || key)));

  const body = h('article', { class: 'panel rules-text', testid: 'rules-text', lang: text?.lang || lang() });
  if (text) {
    if (text.intro) body.append(h('p', { class: 'rules-intro' }, String(text.intro)));
    for (const s of arr(text.sections)) {
      body.append(h('section', { class: 'rules-section', testid: `rules-section-${s.id}`, id: `section-${s.id}` },
        h('h2', {}, String(s.heading ?? '')), ...arr(s.paragraphs).map((p) => h('p', {}, String(p)))));
    }
  } else {
    body.append(h('p', { class: 'muted' }, t('rules.no_text')));
  }
  page.append(body);

  const isTelling = data.kind === 'telling';
  const headings = obj(text?.headings);
  const rulesExplained = arr(text?.rules).filter((r) => r && typeof r.key === 'string');
  if (rulesExplained.length) {
    page.append(h('section', { class: 'panel', testid: 'rules-explained' },
      h('h2', {}, isTelling ? t('rules.options') : String(headings.rules || t('rules.explained'))),
      explained(rulesExplained)));
  }
  const variants = arr(text?.variants).filter((v) => v && typeof v.key === 'string');
  if (variants.length) {
    page.append(h('section', { class: 'panel', testid: 'rules-variants' },
      h('h2', {}, String(headings.variants || t('lobby.variants'))), explained(variants)));
  }
  const presets = arr(text?.presets).filter((p) => p && typeof p.key === 'string');
  if (presets.length) {
    page.append(h('section', { class: 'panel', testid: 'rules-presets' },
      h('h2', {}, String(headings.presets || t('lobby.preset'))),
      explained(presets, (k) => { const name = presetTitle(data.schema, k, ''); return name ? h('span', { class: 'rule-label' }, name, ' ') : null; })));
  }

  const schema = obj(data.schema);
  const rules = arr(schema.rules).filter((r) => r && typeof r.key === 'string');
  if (rules.length) {
    page.append(h('section', { class: 'panel rules-keys' }, h('h2', {}, t('rules.schema', { n: rules.length })), schemaTable(rules)));
  }
  highlight(anchor);
  return {};
}
