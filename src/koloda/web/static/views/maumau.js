// The Mau-Mau family (Czech durak and its variants, 101): the pile's top card and the
// named suit, the stock, penalties and skips, the deal scores. Naming a suit after a
// queen or a jack is a small suit picker (table.js opens it when a card's legal actions
// are all "play X suit Y"); draw and pass are buttons from the `legal` list.

import { t } from '../i18n.js';
import { h, arr, obj, isInt } from '../util.js';
import { suitNode, cardShort } from '../cards.js';

function statusText(obs) {
  const pen = obj(obs.penalty);
  const top = typeof obs.top === 'string' ? cardShort(obs.top) : '';
  if (obs.penalty) {
    if (isInt(pen.draw) && pen.draw > 0) return t('mm.why.draw_skip', { n: pen.draw, card: top });
    return t('mm.why.skip', { card: top });
  }
  if (obs.must === 'cover') return t('mm.why.cover', { card: top });
  if (obs.must === 'follow') return t('mm.why.follow', { card: top });
  if (obs.ace_right) return t('mm.why.ace_right');
  if (isInt(obs.drawn) && obs.drawn > 0) return t('mm.why.drawn', { n: obs.drawn });
  if (obs.phase === 'play' && !obs.top) return t('mm.why.lead');
  return '';
}

function scoresPanel(ctx) {
  const { obs, players, name } = ctx;
  const points = arr(obs.deal_points).filter(Array.isArray);
  const winners = arr(obs.deal_winners);
  const totals = [];
  const running = Array.from({ length: players }, () => 0);
  for (const row of points) {
    row.forEach((p, s) => { if (isInt(p)) running[s] += p; });
    totals.push(running.slice());
  }
  return h('section', { class: 'panel', testid: 'scores' }, h('h2', {}, t('mm.scores')),
    h('div', { class: 'table-scroll' }, h('table', { class: 'sheet' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('mm.deal')), ...Array.from({ length: players }, (_, s) => h('th', { scope: 'col' }, name(s))))),
      h('tbody', {},
        ...points.map((row, k) => h('tr', {}, h('td', {}, k + 1), ...Array.from({ length: players }, (_, s) => {
          const p = row[s];
          return h('td', { class: winners[k] === s ? 'deal-winner' : '' }, isInt(p) ? `${p > 0 ? '+' : ''}${p}` : '', winners[k] === s ? ' ★' : '');
        }))),
        h('tr', { class: 'sheet-total' }, h('th', { scope: 'row' }, t('mm.total')), ...Array.from({ length: players }, (_, s) => h('td', {}, h('strong', {}, arr(obs.scores)[s] ?? 0))))))),
    obj(obs.rules).target !== undefined ? h('p', { class: 'muted small' }, obj(obs.rules).target === null ? t('mm.one_deal') : t('mm.target', { n: obj(obs.rules).target })) : null);
}

export function render(ctx) {
  const { obs, me, name, tableCard } = ctx;
  const over = obs.phase === 'over';
  const sub = obj(obs.rules).sub;
  const title = [isInt(obs.deal) ? t('mm.deal_n', { n: obs.deal }) : null, sub && sub !== 'base' ? t('mm.sub', { sub }) : null].filter(Boolean).join(' · ');

  const seatInfo = (s) => {
    const bits = [h('span', { class: 'score', title: t('mm.score') }, arr(obs.scores)[s] ?? 0)];
    if (obs.leader === s && !over) bits.push(h('span', { class: 'badge' }, t('mm.leader')));
    if (over && arr(obs.winners).includes(s)) bits.push(h('span', { class: 'badge badge-turn' }, t('mm.winner')));
    if (over && arr(obs.losers).includes(s)) bits.push(h('span', { class: 'badge badge-fool' }, t('mm.loser')));
    return bits;
  };

  const stock = isInt(obs.stock_size) ? obs.stock_size : 0;
  const pile = isInt(obs.pile_size) ? obs.pile_size : 0;
  const named = typeof obs.named === 'string' ? obs.named : null;
  const pen = obj(obs.penalty);
  const center = h('div', { class: 'mm-center' },
    h('div', { class: 'stock', testid: 'stock', 'aria-label': t('mm.stock_n', { n: stock }) },
      stock ? ctx.cardNode('?', { size: 'md' }) : h('span', { class: 'card card-md card-place' }),
      h('span', { class: 'pile-count' }, t('mm.stock_n', { n: stock }))),
    h('div', { class: 'pile', testid: 'pile', 'data-drop': 'table' },
      typeof obs.top === 'string' ? tableCard(obs.top, { size: 'lg', slot: `top${pile}` }) : h('span', { class: 'card card-lg card-place' }),
      h('span', { class: 'pile-count' }, t('mm.pile_n', { n: pile }))),
    named || obs.penalty ? h('div', { class: 'mm-state' },
      named ? h('div', { class: 'named', testid: 'named-suit' }, t('mm.named'), ' ', suitNode(named, { label: true })) : null,
      obs.penalty ? h('div', { class: 'penalty' }, isInt(pen.draw) && pen.draw > 0 ? t('mm.penalty_draw', { n: pen.draw }) : t('mm.penalty_skip')) : null) : null);

  let resultExtra = null;
  if (over) {
    const hands = arr(obs.hands);
    resultExtra = h('div', { class: 'final-hands' }, ...hands.map((cards, s) => arr(cards).length
      ? h('div', { class: 'final-hand' }, h('strong', {}, name(s), ': '), ...arr(cards).map((c) => ctx.cardNode(c, { size: 'xs' }))) : null));
  }

  return {
    title, status: statusText(obs), seatInfo, center, panels: [scoresPanel(ctx)], resultExtra, claimed: new Set(),
    handOrder: (hand) => hand.slice(),
    handNote: me !== null && ctx.legal.some((m) => / suit [SCDH]$/.test(String(obj(m).text))) ? t('mm.name_note') : null,
  };
}

export function handOrder(hand) {
  return hand.slice();
}
