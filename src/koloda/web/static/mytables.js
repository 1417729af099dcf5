// «Мои открытые столы» in the lobby: the person's live tables (GET /api/tables/mine), each
// with a link back to it and «Закрыть стол», which asks again in the row itself before it
// closes the table for good (POST /api/tables/{id}/abandon: nobody wins, nothing counts).

import { t, lang } from './i18n.js';
import { api, seatToken, forgetSeatToken } from './api.js';
import { h, arr, isInt, formatDate } from './util.js';

function errText(err) {
  return err && typeof err.text === 'function' ? err.text() : t('error.generic');
}

/** Fill ``box`` with the list (again after every close). */
export async function myTables(app, box) {
  const title = () => h('h2', {}, t('lobby.my_tables'));
  box.replaceChildren(title(), h('p', { class: 'muted' }, t('app.loading')));
  let list = [];
  try {
    list = arr(await api.myTables());
  } catch (err) {
    box.replaceChildren(title(), h('p', { class: 'muted' }, errText(err)));
    return;
  }
  // the server lists live tables only; a row it marks over is left out all the same
  const items = list.filter((x) => x && (typeof x.id === 'string' || typeof x.id === 'number') && !x.over);
  box.replaceChildren(title());
  if (!items.length) {
    box.append(h('p', { class: 'muted', testid: 'my-tables-empty' }, t('lobby.no_tables')));
    return;
  }
  box.append(h('ul', { class: 'table-list my-tables', testid: 'my-tables' }, ...items.map((x) => row(app, box, x))));
}

function row(app, box, x) {
  const id = String(x.id);
  const names = arr(x.names).map((n, i) => (typeof n === 'string' && n ? n : t('seat.default', { n: i + 1 })));
  const mine = isInt(x.seat) && x.to_move === x.seat;
  const li = h('li', { class: 'my-table', testid: `my-table-row-${id}` });
  const tools = h('span', { class: 'my-table-tools' });
  const ask = () => {
    const yes = h('button', { type: 'button', class: 'btn btn-small btn-danger', testid: `close-table-yes-${id}`, onclick: () => close(yes) }, t('mytables.close_yes'));
    tools.replaceChildren(
      h('span', { class: 'my-table-ask', role: 'alert' }, t('mytables.close_ask')), ' ', yes, ' ',
      h('button', { type: 'button', class: 'btn btn-small', testid: `close-table-no-${id}`, onclick: () => { idle(); li.querySelector('button')?.focus(); } }, t('common.cancel')));
    yes.focus();
  };
  const close = async (btn) => {
    btn.disabled = true;
    try {
      await api.abandon(id, seatToken(id));
    } catch (err) {
      btn.disabled = false;
      app.toast(errText(err));
      return;
    }
    forgetSeatToken(id);
    app.toast(t('mytables.closed'), 'info');
    myTables(app, box);
  };
  const idle = () => tools.replaceChildren(
    h('button', { type: 'button', class: 'btn btn-small btn-ghost', testid: `close-table-${id}`, 'aria-label': t('mytables.close_label', { game: app.gameTitle(x.game) }), onclick: ask }, t('mytables.close')));
  idle();
  li.append(
    h('a', { href: `#/t/${encodeURIComponent(id)}`, testid: `my-table-${id}` },
      h('strong', {}, app.gameTitle(x.game)), ' · ', names.join(', ') || t('lobby.players_n', { n: x.players ?? '?' })),
    ' ', mine ? h('span', { class: 'badge badge-turn' }, t('lobby.your_move')) : null,
    x.updated ? h('small', { class: 'muted' }, ' ', formatDate(x.updated, lang())) : null,
    ' ', tools);
  return li;
}
