// Finished games: the list (filters, pages), import (file → POST /api/records), and the
// replay: the table picture of each position (GET /api/records/{id}/steps/{n}?seat=&lang=)
// drawn by the same renderer as the live table, the table's own names everywhere, the
// moves in the page's language (the live log's texts), opening at the deal; it steps by
// click and by ←/→ and shows the game through any seat's eyes or a spectator's.

import { t, lang } from './i18n.js';
import { api } from './api.js';
import { h, arr, obj, isInt, richText, downloadJson, formatDate } from './util.js';
import { drawBoard, drawLast, drawSheet, fitBoard } from './picture.js';

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
  const total = arr(record.actions).length;
  const players = isInt(record.players) ? record.players : arr(record.names).length;
  // the names and the move texts come from the server's frames (the table's own names,
  // the page's language); the record's names only until the first frame is here
  // the step and the seat live in the address (#/r/{id}?step=&seat=): a reload or a new
  // language comes back to the same position; the replay opens at the deal
  const q = new URLSearchParams(location.hash.split('?')[1] || '');
  const st = {
    step: Math.max(0, Math.min(total, Number(q.get('step')) || 0)),
    seat: q.get('seat') === 'all' || (/^\d$/.test(q.get('seat') || '') && Number(q.get('seat')) < players) ? q.get('seat') : '',
    cache: new Map(), moves: null, names: null, steps: 'unknown',
  };
  const remember = () => {
    const hash = `#/r/${encodeURIComponent(params.id)}?step=${st.step}${st.seat === '' ? '' : `&seat=${st.seat}`}`;
    if (location.hash !== hash) history.replaceState(null, '', hash);
  };
  const fallbackNames = Array.from({ length: players }, (_, s) => {
    const n = arr(record.names)[s];
    return typeof n === 'string' && n ? n : t('seat.default', { n: s + 1 });
  });
  const names = () => st.names || fallbackNames;

  const posBox = h('div', { class: 'replay-position', testid: 'replay-position' });
  const sideBox = h('div', { class: 'replay-side-extra' });
  const bannerBox = h('p', { class: 'banner replay-banner', testid: 'replay-banner', 'aria-live': 'polite' });
  const counter = h('span', { class: 'replay-step', testid: 'replay-step' });
  const list = h('ol', { class: 'replay-moves', testid: 'replay-moves' });
  const playersLine = h('span', { class: 'replay-players', testid: 'replay-players' });
  const seatSel = h('select', { id: 'replay-seat', testid: 'replay-seat', onchange: () => { st.seat = seatSel.value; st.moves = null; show(); } });

  function fillSeats() {
    const value = st.seat;
    seatSel.replaceChildren(h('option', { value: '' }, t('records.spectator')), ...names().map((n, s) => h('option', { value: String(s) }, n)),
      h('option', { value: 'all' }, t('records.all_seats')));
    seatSel.value = value;
    playersLine.replaceChildren(h('strong', {}, t('records.players')), ': ', names().join(', '));
  }

  function go(n) {
    st.step = Math.max(0, Math.min(total, n));
    show();
  }

  async function frameAt(n) {
    const key = `${n}:${st.seat}:${lang()}`;
    if (!st.cache.has(key)) {
      st.cache.set(key, api.recordStep(params.id, n, st.seat === '' || st.seat === 'all' ? st.seat : Number(st.seat)).then(obj));
    }
    try {
      return await st.cache.get(key);
    } catch (err) {
      st.cache.delete(key);
      throw err;
    }
  }

  /** The whole game's moves as this viewer's log says them (the last step's frame). */
  async function loadMoves() {
    const last = await frameAt(total);
    const tableNames = arr(obj(last.table).names);
    if (tableNames.length === players && tableNames.every((x) => typeof x === 'string' && x)) st.names = tableNames;
    st.moves = arr(last.log).filter((e) => e && typeof e === 'object');
    fillSeats();
    list.replaceChildren(...st.moves.map((e, i) => h('li', {},
      h('button', { type: 'button', class: 'replay-move', 'data-step': i + 1, testid: `replay-move-${i + 1}`, onclick: () => go(i + 1) },
        h('span', { class: 'muted' }, `${i + 1}. `), isInt(e.actor) ? h('strong', {}, `${names()[e.actor] ?? e.actor}: `) : null, richText(String(e.text ?? '')),
        e.forced ? h('small', { class: 'muted' }, ` (${t('table.forced')})`) : null,
        ...arr(e.events).map((ev) => h('div', { class: 'log-event' }, richText(ev)))))));
  }

  async function show() {
    counter.textContent = t('records.step_of', { n: st.step, m: total });
    remember();
    if (st.steps === 'no') return;
    let frame;
    try {
      if (!st.moves) await loadMoves();
      frame = await frameAt(st.step);
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
    for (const b of list.querySelectorAll('.replay-move')) {
      const on = Number(b.dataset.step) === st.step;
      b.classList.toggle('current', on);
      if (on) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    }
    const current = list.querySelector('.replay-move.current');
    if (current) current.scrollIntoView({ block: 'nearest' });
    else list.scrollTop = 0; // the deal: the list from its first move
    const e = st.step > 0 && st.moves ? st.moves[st.step - 1] : null;
    bannerBox.replaceChildren(...(e ? [isInt(e.actor) ? h('strong', {}, `${names()[e.actor] ?? ''}: `) : null, richText(String(e.text ?? '')),
      ...arr(e.events).map((ev) => h('span', { class: 'banner-event' }, ' · ', richText(ev)))].filter(Boolean) : [t('records.deal_start')]));
    const raw = obj(frame.picture);
    // a record is no live table: nobody is connected or thinking there
    const pic = { ...raw, seats: arr(raw.seats).map((x) => ({ ...obj(x), connected: null, thinking: false })) };
    const board = drawBoard(pic, { over: !!frame.over });
    const lastZones = drawLast(pic);
    const status = typeof pic.status === 'string' && pic.status ? pic.status : '';
    posBox.replaceChildren(...[
      status ? h('p', { class: 'replay-status' }, richText(status)) : null,
      h('div', { class: 'replay-board' }, board)].filter(Boolean));
    // beside the moves (under the board on a phone): the last trick and the sheet
    sideBox.replaceChildren(...[
      lastZones ? h('details', { class: 'panel replay-last' }, h('summary', {}, richText(String(pic.last_label || t('pc.last')))), lastZones) : null,
      drawSheet(pic.sheet, { testid: 'replay-sheet' })].filter(Boolean));
    fitBoard(board);
  }

  const rules = Object.entries(obj(record.rules));
  // one line above the replay (a laptop's screen holds the line, the board and the moves):
  // the game, its players and deal number, the rules folded, the file and the list
  page.replaceChildren(
    h('div', { class: 'replay-top' },
      h('h1', { class: 'page-title' }, t('records.replay'), ': ', app.gameTitle(record.game)),
      playersLine,
      record.seed !== undefined && record.seed !== null ? h('span', { class: 'muted' }, t('records.seed', { n: record.seed })) : null,
      rules.length ? h('details', { class: 'replay-rules' }, h('summary', {}, t('records.rules')),
        h('p', {}, rules.map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', '))) : null,
      h('span', { class: 'replay-tools' },
        h('button', { type: 'button', class: 'btn btn-small', testid: 'export', onclick: () => downloadJson(record, `koloda-${record.game ?? 'game'}-${params.id}.json`) }, '⤓ ', t('records.export')),
        h('a', { class: 'btn btn-small btn-ghost', href: '#/records' }, t('nav.records')))),
    h('div', { class: 'replay-layout' },
      h('section', { class: 'panel replay-main' },
        h('div', { class: 'stepper', role: 'group', 'aria-label': t('records.stepper') },
          h('button', { type: 'button', class: 'btn', testid: 'replay-first', onclick: () => go(0), 'aria-label': t('records.first') }, '|◀'),
          h('button', { type: 'button', class: 'btn', testid: 'replay-prev', onclick: () => go(st.step - 1), 'aria-label': t('records.prev_step') }, '◀'),
          counter,
          h('button', { type: 'button', class: 'btn', testid: 'replay-next', onclick: () => go(st.step + 1), 'aria-label': t('records.next_step') }, '▶'),
          h('button', { type: 'button', class: 'btn', testid: 'replay-last', onclick: () => go(total), 'aria-label': t('records.last') }, '▶|'),
          h('label', { for: 'replay-seat' }, t('records.seat')), seatSel),
        bannerBox, posBox),
      h('div', { class: 'replay-side' },
        h('section', { class: 'panel replay-list' }, h('h2', {}, t('records.moves', { n: total })), list),
        sideBox)));
  fillSeats();
  const keys = (e) => {
    if (['input', 'select', 'textarea'].includes((e.target?.tagName || '').toLowerCase())) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'ArrowRight') { e.preventDefault(); go(st.step + 1); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); go(st.step - 1); }
    else if (e.key === 'Home') { e.preventDefault(); go(0); }
    else if (e.key === 'End') { e.preventDefault(); go(total); }
  };
  document.addEventListener('keydown', keys);
  const onResize = () => fitBoard(posBox.querySelector('.pc-board'));
  window.addEventListener('resize', onResize);
  show();
  return {
    unmount: () => {
      document.removeEventListener('keydown', keys);
      window.removeEventListener('resize', onResize);
    },
    // a new language or card look: the page again, at the same step (kept in the address)
    refresh: () => app.navigate(location.hash),
  };
}
