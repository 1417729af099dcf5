// Cards moving between two drawings of the table: a card that was somewhere before and is
// somewhere else now slides from its old place (hand → table, table → hand, pile → pile);
// a card new on the table comes from the seat that played it (or the stock); cards that
// leave the table fly to whoever got them: the seat whose hand grew, the pile that grew,
// or the seat to move next (a trick's winner leads). No motion at speed "off" or under
// prefers-reduced-motion (settings.animMs() is 0 then).

import { arr, obj, isInt } from './util.js';

/** Where every card and seat of the drawn board is now, and the picture's counts. */
export function snapshot(root, pic) {
  const cards = new Map();
  const seats = new Map();
  const zones = new Map();
  if (root) {
    for (const el of root.querySelectorAll('[data-card]')) {
      if (el.closest('.pc-ghost')) continue;
      cards.set(el.dataset.card, { rect: el.getBoundingClientRect(), inHand: !!el.closest('.pc-hand'), el });
    }
    for (const el of root.querySelectorAll('[data-seat].pc-seat')) seats.set(Number(el.dataset.seat), el.getBoundingClientRect());
    for (const el of root.querySelectorAll('[data-zone]')) zones.set(el.dataset.zone, el.getBoundingClientRect());
  }
  return { cards, seats, zones, pic: obj(pic) };
}

function sizes(pic) {
  const out = new Map();
  for (const s of arr(obj(pic).seats)) {
    const hand = obj(s.hand);
    out.set(s.seat, arr(hand.cards).length + (isInt(hand.backs) ? hand.backs : 0));
  }
  return out;
}

function counts(pic) {
  const out = new Map();
  for (const z of arr(obj(pic).zones)) {
    const n = isInt(z.count) ? z.count : arr(z.cards).length + arr(z.pairs).length * 2;
    out.set(z.id, n);
  }
  return out;
}

function centre(r) {
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Animate the new drawing (``root``) from ``before`` (a snapshot of the old one). */
export function animate(before, root, pic, ms) {
  if (!before || !root || !(ms > 0)) return;
  const oldSizes = sizes(before.pic);
  const newSizes = sizes(pic);
  const oldCounts = counts(before.pic);
  const newCounts = counts(pic);
  const shrunk = [...newSizes].filter(([s, n]) => oldSizes.has(s) && n < oldSizes.get(s)).map(([s]) => s);
  const grown = [...newSizes].filter(([s, n]) => oldSizes.has(s) && n > oldSizes.get(s)).map(([s]) => s);
  const fell = [...newCounts].filter(([z, n]) => oldCounts.has(z) && n < oldCounts.get(z)).map(([z]) => z);
  const rose = [...newCounts].filter(([z, n]) => oldCounts.has(z) && n > oldCounts.get(z)).map(([z]) => z);
  const now = new Map();
  for (const el of root.querySelectorAll('[data-card]')) now.set(el.dataset.card, el);

  const slide = (el, from, fade) => {
    const to = el.getBoundingClientRect();
    const a = centre(from);
    const b = centre(to);
    const dx = a.x - b.x;
    const dy = a.y - b.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
    const scale = from.width && to.width ? from.width / to.width : 1;
    el.animate([
      { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: fade ? 0.4 : 1 },
      { transform: 'none', opacity: 1 },
    ], { duration: ms, easing: 'cubic-bezier(.2,.7,.3,1)' });
  };

  for (const [card, el] of now) {
    const was = before.cards.get(card);
    if (was) {
      slide(el, was.rect, false);
      continue;
    }
    if (el.closest('.pc-hand')) continue; // a card drawn into the hand: no source to show
    // new on the table: from the seat that played it, or from a pile that lost it
    const seatAttr = el.dataset.seat;
    let from = seatAttr !== undefined ? before.seats.get(Number(seatAttr)) : null;
    if (!from && shrunk.length === 1) from = before.seats.get(shrunk[0]);
    if (!from && fell.length === 1) from = before.zones.get(fell[0]);
    if (from) slide(el, from, true);
    else el.animate([{ opacity: 0, transform: 'scale(0.9)' }, { opacity: 1, transform: 'none' }], { duration: ms });
  }

  // cards that left the table altogether: a copy flies to whoever got them
  const gone = [...before.cards].filter(([card, w]) => !now.has(card) && !w.inHand);
  if (!gone.length) return;
  let dest = null;
  if (grown.length === 1) dest = root.querySelector(`.pc-seat[data-seat="${grown[0]}"]`);
  if (!dest && rose.length === 1) dest = root.querySelector(`[data-zone="${CSS.escape(rose[0])}"]`);
  if (!dest) {
    const mover = arr(obj(pic).seats).find((s) => s && s.to_move);
    if (mover) dest = root.querySelector(`.pc-seat[data-seat="${mover.seat}"]`);
  }
  const target = dest ? centre(dest.getBoundingClientRect()) : null;
  for (const [, w] of gone) {
    const copy = w.el.cloneNode(true);
    copy.removeAttribute('data-card');
    copy.removeAttribute('data-testid');
    for (const d of copy.querySelectorAll('[data-testid]')) d.removeAttribute('data-testid');
    Object.assign(copy.style, {
      position: 'fixed', left: `${w.rect.left}px`, top: `${w.rect.top}px`, width: `${w.rect.width}px`,
      height: `${w.rect.height}px`, margin: '0', zIndex: 60, pointerEvents: 'none',
    });
    copy.classList.add('pc-flying');
    document.body.append(copy);
    const a = centre(w.rect);
    const end = target ? `translate(${target.x - a.x}px, ${target.y - a.y}px) scale(0.45)` : 'scale(0.8)';
    const run = copy.animate([
      { transform: 'none', opacity: 1 },
      { transform: 'none', opacity: 1, offset: 0.35 },
      { transform: end, opacity: 0 },
    ], { duration: ms * 2.6, easing: 'ease-in' });
    run.onfinish = () => copy.remove();
    run.oncancel = () => copy.remove();
  }
}
