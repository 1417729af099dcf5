// Finished games: the list (filters, pages), import (file → POST /api/records), and the
// replay viewer: the move list with a stepper, export (download the JSON). Positions are
// drawn from GET /api/records/{id}/steps/{n}?seat= when the server offers it; otherwise
// the viewer steps through the move list only.

import { t, lang } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt, richText, downloadJson, formatDate } from './util.js';
import { cardNode, cardShort, parseCard, sortHand, suitChar } from './cards.js';
import { viewFor } from './table.js';

function errText(err) {
  return err && typeof err.text === 'function' ? err.text() : t('error.generic');
}

const PAGE = 20;

export async function mount(root, params, app) {
  try {
    await app.games();
  } catch {
    /* titles fall back to keys */
  }
  const q = new URLSearchParams(location.hash.split('?')[1] || '');
  const state = { name: q.get('name') ?? app.me.name ?? '', game: q.get('game') ?? '', offset: Number(q.get('offset')) || 0 };
  const listBox = h('div', { class: 'records-list', 'aria-live': 'polite' });
  const nameInput = h('input', { type: 'text', id: 'rec-name', testid: 'records-name', value: state.name, maxlength: 40 });
  const gameSel = h('select', { id: 'rec-game', testid: 'records-game' }, h('option', { value: '' }, t('records.all_games')),
    ...(app.gamesCache || []).map((g) => h('option', { value: g.key, selected: g.key === state.game }, app.gameTitle(g.key))));
  const fileInput = h('input', { type: 'file', id: 'import-file', accept: 'application/json,.json', testid: 'import-file', onchange: () => importFile() });

  async function importFile() {
    const file = fileInput.files && fileInput.files[0];
    if (!file) return;
    let data;
    try {
      data = JSON.parse(await file.text());
    } catch {
      app.toast(t('records.bad_json'));
      fileInput.value = '';
      return;
    }
    try {
      const res = obj(await api.importRecord(data));
      app.toast(t('records.imported'), 'info');
      if (res.id !== undefined) app.navigate(`#/r/${encodeURIComponent(res.id)}`);
      else load();
    } catch (err) {
      app.toast(errText(err));
    } finally {
      fileInput.value = '';
    }
  }

  async function load() {
    listBox.replaceChildren(h('p', { class: 'muted' }, t('app.loading')));
    const query = { limit: PAGE, offset: state.offset };
    if (state.name) query.name = state.name;
    if (state.game) query.game = state.game;
    let list;
    try {
      list = arr(await api.records(query));
    } catch (err) {
      listBox.replaceChildren(h('p', { role: 'alert' }, errText(err)));
      return;
    }
    const items = list.filter((r) => r && (typeof r.id === 'string' || typeof r.id === 'number'));
    listBox.replaceChildren(
      items.length ? h('div', { class: 'table-scroll' }, h('table', { class: 'list-table', testid: 'records' },
        h('thead', {}, h('tr', {}, ...['records.game', 'records.players', 'records.finished', 'records.winners', 'records.open'].map((k) => h('th', { scope: 'col' }, t(k))))),
        h('tbody', {}, ...items.map((r) => {
          const names = arr(r.names).map((n, i) => (typeof n === 'string' && n ? n : t('seat.default', { n: i + 1 })));
          const winners = arr(r.winners).map((w) => (isInt(w) ? names[w] ?? t('seat.default', { n: w + 1 }) : String(w)));
          return h('tr', {},
            h('td', {}, app.gameTitle(r.game)),
            h('td', {}, names.join(', ') || r.players || ''),
            h('td', {}, formatDate(r.finished_at, lang())),
            h('td', {}, winners.join(', ') || '—', r.took_back === true ? h('small', { class: 'muted', testid: `took-back-${r.id}` }, ` (${t('records.took_back')})`) : null),
            h('td', {}, h('a', { href: `#/r/${encodeURIComponent(r.id)}`, testid: `record-${r.id}` }, t('records.view'))));
        })))) : h('p', { class: 'muted', testid: 'records-empty' }, t('records.none')),
      h('div', { class: 'pager' },
        h('button', { type: 'button', class: 'btn', disabled: state.offset <= 0, testid: 'records-prev', onclick: () => { state.offset = Math.max(0, state.offset - PAGE); load(); } }, '← ', t('records.prev')),
        h('span', { class: 'muted' }, t('records.page', { n: Math.floor(state.offset / PAGE) + 1 })),
        h('button', { type: 'button', class: 'btn', disabled: items.length < PAGE, testid: 'records-next', onclick: () => { state.offset += PAGE; load(); } }, t('records.next'), ' →')));
  }

  root.append(h('div', { class: 'page records-page' },
    h('h1', { class: 'page-title' }, t('records.title')),
    h('section', { class: 'panel' },
      h('form', { class: 'filter-form', onsubmit: (e) => { e.preventDefault(); state.name = nameInput.value.trim(); state.game = gameSel.value; state.offset = 0; load(); } },
        h('div', { class: 'field' }, h('label', { for: 'rec-name' }, t('records.player')), nameInput),
        h('div', { class: 'field' }, h('label', { for: 'rec-game' }, t('records.game')), gameSel),
        h('button', { type: 'submit', class: 'btn btn-primary', testid: 'records-search' }, t('records.search')))),
    h('section', { class: 'panel' }, listBox),
    h('section', { class: 'panel' }, h('h2', {}, t('records.import')),
      h('p', { class: 'muted' }, t('records.import_help')),
      h('label', { for: 'import-file', class: 'btn' }, t('records.choose_file')), ' ', fileInput)));
  load();
  return {};
}

/** An action text with its cards in display form: "play QH" → "play Д♥". */
function showAction(text) {
  return String(text ?? '').replace(/ suit ([SCDH])$/, (m, s) => ` → ${suitChar(s)}`)
    .split(' ').map((w) => (parseCard(w) ? cardShort(w) : w)).join(' ');
}

export async function mountReplay(root, params, app) {
  try {
    await app.games();
  } catch {
    /* titles fall back to keys */
  }
  const page = h('div', { class: 'page replay-page' }, h('p', { class: 'muted' }, t('app.loading')));
  root.append(page);
  let record;
  try {
    record = obj(await api.record(params.id));
  } catch (err) {
    page.replaceChildren(h('h1', { class: 'page-title' }, t('records.replay')), h('p', { role: 'alert', testid: 'replay-error' }, errText(err)),
      h('p', {}, h('a', { href: '#/records' }, t('nav.records'))));
    return {};
  }
  const actions = arr(record.actions).map((a) => String(a));
  const actors = arr(record.actors);
  const players = isInt(record.players) ? record.players : arr(record.names).length;
  const names = Array.from({ length: players }, (_, s) => {
    const n = arr(record.names)[s];
    return typeof n === 'string' && n ? n : t('seat.default', { n: s + 1 });
  });
  const st = { step: actions.length, seat: '', steps: 'unknown', cache: new Map() };
  const total = actions.length;

  const posBox = h('div', { class: 'replay-position', testid: 'replay-position', 'aria-live': 'polite' });
  const counter = h('span', { class: 'replay-step', testid: 'replay-step' });
  const list = h('ol', { class: 'replay-moves', testid: 'replay-moves' }, ...actions.map((a, i) => h('li', {},
    h('button', { type: 'button', class: 'replay-move', 'data-step': i + 1, onclick: () => go(i + 1) },
      h('span', { class: 'muted' }, `${i + 1}. `), isInt(actors[i]) ? h('strong', {}, `${names[actors[i]] ?? actors[i]}: `) : null, richText(showAction(a))))));
  const seatSel = h('select', { id: 'replay-seat', testid: 'replay-seat', onchange: () => { st.seat = seatSel.value; st.cache.clear(); show(); } },
    h('option', { value: '' }, t('records.spectator')), ...names.map((n, s) => h('option', { value: s }, n)));

  function go(n) {
    st.step = Math.max(0, Math.min(total, n));
    show();
  }

  async function show() {
    counter.textContent = t('records.step_of', { n: st.step, m: total });
    for (const b of list.querySelectorAll('.replay-move')) {
      const on = Number(b.dataset.step) === st.step;
      b.classList.toggle('current', on);
      if (on) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    list.querySelector('.replay-move.current')?.scrollIntoView({ block: 'nearest' });
    if (st.steps === 'no') return;
    const key = `${st.step}:${st.seat}`;
    let frame = st.cache.get(key);
    if (!frame) {
      try {
        frame = obj(await api.recordStep(params.id, st.step, st.seat === '' ? '' : Number(st.seat)));
        st.cache.set(key, frame);
        st.steps = 'yes';
      } catch (err) {
        if (st.steps === 'unknown') {
          st.steps = 'no';
          posBox.replaceChildren(h('p', { class: 'muted', testid: 'replay-no-steps' }, t('records.no_steps')));
          return;
        }
        posBox.replaceChildren(h('p', { role: 'alert' }, errText(err)));
        return;
      }
    }
    posBox.replaceChildren(renderPosition(frame, record, names, app));
  }

  const seat0 = isInt(record.seat) ? record.seat : null;
  page.replaceChildren(
    h('h1', { class: 'page-title' }, t('records.replay'), ': ', app.gameTitle(record.game)),
    h('section', { class: 'panel replay-head' },
      h('p', {}, h('strong', {}, t('records.players')), ': ', names.join(', ')),
      Object.keys(obj(record.rules)).length ? h('p', {}, h('strong', {}, t('records.rules')), ': ',
        Object.entries(obj(record.rules)).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')) : null,
      record.seed !== undefined && record.seed !== null ? h('p', { class: 'muted' }, t('records.seed', { n: record.seed })) : null,
      h('p', {},
        h('button', { type: 'button', class: 'btn', testid: 'export', onclick: () => downloadJson(record, `koloda-${record.game ?? 'game'}-${params.id}.json`) }, '⤓ ', t('records.export')), ' ',
        h('a', { class: 'btn btn-ghost', href: '#/records' }, t('nav.records')))),
    h('div', { class: 'replay-layout' },
      h('section', { class: 'panel' },
        h('div', { class: 'stepper', role: 'group', 'aria-label': t('records.stepper') },
          h('button', { type: 'button', class: 'btn', testid: 'replay-first', onclick: () => go(0), 'aria-label': t('records.first') }, '|◀'),
          h('button', { type: 'button', class: 'btn', testid: 'replay-prev', onclick: () => go(st.step - 1), 'aria-label': t('records.prev_step') }, '◀'),
          counter,
          h('button', { type: 'button', class: 'btn', testid: 'replay-next', onclick: () => go(st.step + 1), 'aria-label': t('records.next_step') }, '▶'),
          h('button', { type: 'button', class: 'btn', testid: 'replay-last', onclick: () => go(total), 'aria-label': t('records.last') }, '▶|'),
          h('label', { for: 'replay-seat' }, t('records.seat')), seatSel),
        posBox),
      h('section', { class: 'panel' }, h('h2', {}, t('records.moves', { n: total })), list)));
  if (seat0 !== null) seatSel.value = String(seat0);
  const keys = (e) => {
    if (['input', 'select', 'textarea'].includes((e.target?.tagName || '').toLowerCase())) return;
    if (e.key === 'ArrowRight') { e.preventDefault(); go(st.step + 1); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); go(st.step - 1); }
    else if (e.key === 'Home') { e.preventDefault(); go(0); }
    else if (e.key === 'End') { e.preventDefault(); go(total); }
  };
  document.addEventListener('keydown', keys);
  show();
  return { unmount: () => document.removeEventListener('keydown', keys), refresh: () => { st.cache.clear(); show(); } };
}

/** One position of a record (a state-like frame from the steps endpoint), read-only. */
function renderPosition(frame, record, names, app) {
  const obs = obj(frame.obs);
  const game = typeof obs.game === 'string' ? obs.game : record.game;
  const me = isInt(obs.seat) ? obs.seat : null;
  const fnames = arr(obj(frame.table).names);
  if (fnames.length === names.length && fnames.every((n) => typeof n === 'string' && n)) names = fnames;
  const players = names.length;
  const ctx = {
    frame, obs, table: { id: `replay-${record.game}`, names, game }, legal: [], me, players, names, game, replay: true,
    toMove: isInt(frame.to_move) ? frame.to_move : null, byCard: new Map(), store: {}, pending: false,
    moveButton: () => h('span'), tableCard: (c, o = {}) => cardNode(c, { size: o.size || 'md', cls: o.cls }), cardNode,
    sendHint: () => {}, playCard: () => {}, lang: lang(), name: (s) => (isInt(s) && names[s] !== undefined ? names[s] : '—'),
  };
  let out = {};
  try {
    out = viewFor(game, obs).render(ctx) || {};
  } catch (err) {
    console.error(err);
  }
  const hand = me === null ? [] : arr(obs.hand).filter((c) => typeof c === 'string');
  const seats = h('ul', { class: 'replay-seats' }, ...names.map((n, s) => h('li', { class: ctx.toMove === s ? 'seat-turn' : '' },
    h('strong', {}, n), ' ', ...(out.seatInfo ? arr(out.seatInfo(s)) : []))));
  const log = arr(frame.log);
  const lastEntry = log[log.length - 1];
  return h('div', { class: 'replay-pos' },
    lastEntry ? h('p', { class: 'banner replay-banner', testid: 'replay-banner' }, h('strong', {}, ctx.name(lastEntry.actor), ': '), richText(lastEntry.text ?? ''), ...arr(lastEntry.events).map((e) => h('div', { class: 'banner-event' }, richText(e)))) : null,
    seats,
    h('div', { class: 'felt' }, h('div', { class: 'felt-center' }, out.center || null)),
    hand.length ? h('div', { class: 'hand replay-hand', 'aria-label': t('records.hand_of', { name: ctx.name(me) }) },
      ...(viewFor(game, obs).handOrder ? viewFor(game, obs).handOrder(hand, obs) : sortHand(hand, obs.trump)).map((c) => cardNode(c, { size: 'md' }))) : null,
    ...arr(out.panels));
}
