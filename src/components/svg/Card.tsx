/**
 * The site's one playing card, drawn in SVG from faces.ts. Preact components
 * with no state, so the pages render them at build time with no JavaScript
 * (Astro renders a Preact component without a client directive to plain
 * HTML) and the islands render the very same drawing.
 *
 *   <CardShape x={10} y={20} w={30} h={42} card="Qh" />   inside a picture's <svg>: one <g>
 *   <CardFace held={{ card: 51 }} mark />   in running text or an island
 *
 * `CardFace` is the same drawing in an <svg> 2.3em by 3.1em, with a visually hidden
 * name for screen readers: "Q♥ queen of hearts" in the islands, where a card is
 * often a button's whole label and its name must hold the glyphs shown (WCAG 2.5.3);
 * `plainName` ("queen of hearts") in running text, where it is no control and
 * the search index should get the words. A space after the name keeps search
 * excerpts' words apart ("king of hearts king of diamonds"); .w-card is a flex
 * box, so the space takes no room on screen, and the drawing stays out of the
 * search index (data-pagefind-ignore).
 *
 * Only CardShape reads notation ("Qh"): the pictures are drawn at build time, and
 * CardFace takes engine values, so the islands ship no notation parser.
 */
import type { Card as CardValue, HeldCard } from '../../engine/hands/cards.ts';
import { INLINE_CARD, MARK_GAP, backPattern, cardFace, cardRadius, glyphLines, heldCard, round2 as n, type Face } from './faces.ts';
import './kit.css';

interface DrawingProps {
  x: number;
  y: number;
  w: number;
  h: number;
  /** What the face shows; none draws the back. */
  face: Face | undefined;
  mark: boolean;
  turn: number;
  words: boolean;
}

/** The drawing itself, one <g>: CardShape and CardFace both draw a card with it. */
function Drawing({ x, y, w, h, face, mark, turn, words }: DrawingProps) {
  const rx = n(cardRadius(w));
  const mid = n(x + w / 2);
  return (
    <g transform={turn === 0 ? undefined : `rotate(${n(turn)} ${mid} ${n(y + h / 2)})`}>
      <rect
        x={n(x)}
        y={n(y)}
        width={n(w)}
        height={n(h)}
        rx={rx}
        class={face === undefined ? 'card-back' : face.wild ? 'card-face card-wild' : 'card-face'}
      />
      {face === undefined ? (
        <path d={backPattern(n(x), n(y), n(w), n(h))} class="card-back-line" />
      ) : (
        /* One <text> for the whole face, so its lines are one label (and one box to lay out). */
        <text class={`card-glyphs card-${face.tone}`}>
          {glyphLines(face, w, h, words).map((l) => (
            <tspan x={mid} y={n(y + l.y)} font-size={n(l.size)} class={l.small ? 'card-words' : undefined}>
              {l.text}
            </tspan>
          ))}
        </text>
      )}
      {mark && (
        <rect
          x={n(x - MARK_GAP)}
          y={n(y - MARK_GAP)}
          width={n(w + 2 * MARK_GAP)}
          height={n(h + 2 * MARK_GAP)}
          rx={n(cardRadius(w) + MARK_GAP)}
          class="card-mark"
        />
      )}
    </g>
  );
}

export interface CardShapeProps {
  /** Top left corner and size, in the picture's user units. */
  x?: number;
  y?: number;
  w?: number;
  h?: number;
  /** The card, as an engine value or in notation ("Qh", "X", "X=Qh"); none draws its back. */
  card?: HeldCard | string | undefined;
  /** What a joker plays as when the card itself does not say. */
  wildAs?: CardValue | undefined;
  faceDown?: boolean;
  /** Outline the card (the one just played). */
  mark?: boolean;
  /** Degrees about the card's centre; only backs are turned in the pictures, so a face's text never slants. */
  turn?: number;
  /** Print "joker" or "wild" small under a joker's glyphs (cards big enough to read it). */
  words?: boolean;
}

/** One card inside a picture's <svg>. */
export function CardShape({
  x = 0,
  y = 0,
  w = 30,
  h = 42,
  card,
  wildAs,
  faceDown = false,
  mark = false,
  turn = 0,
  words = false,
}: CardShapeProps) {
  const face = card === undefined || faceDown ? undefined : cardFace(heldCard(card), wildAs);
  return <Drawing x={x} y={y} w={w} h={h} face={face} mark={mark} turn={turn} words={words} />;
}

export interface CardFaceProps {
  /** The card; none (or `faceDown`) shows its back. */
  held?: HeldCard | undefined;
  /** What a joker (or a natural wild card) plays as when the card itself does not say (the hand ranker's verdicts). */
  wildAs?: CardValue | undefined;
  faceDown?: boolean;
  mark?: boolean;
  /** The spoken name, e.g. "face down: Team A's peekaboo card"; "" for a card the words around it already name. */
  label?: string;
  /** Extra classes for the card's box (a board's sizes). */
  class?: string;
  /** Print a wild card's small words ("joker", "wild"); a board square too small for them leaves them out. */
  words?: boolean;
  /** Name the card in words only ("queen of hearts"), for running text; by default the glyphs come first ("Q♥ queen of hearts"). */
  plainName?: boolean;
}

/** One card in running text or an island: the drawing, with a name for screen readers. */
export function CardFace({
  held,
  wildAs,
  faceDown = false,
  mark = false,
  label,
  class: extra,
  words = true,
  plainName = false,
}: CardFaceProps) {
  const face = held === undefined || faceDown ? undefined : cardFace(held, wildAs);
  const name = label ?? (face === undefined ? 'face-down card' : plainName ? face.name : face.label);
  const { w, h, em } = INLINE_CARD;
  return (
    <span class={extra === undefined ? 'w-card' : `w-card ${extra}`} aria-hidden={name === '' ? 'true' : undefined}>
      {name === '' ? null : (
        <>
          <span class="visually-hidden">{name}</span>{' '}
        </>
      )}
      <svg
        viewBox={`0 0 ${w} ${h}`}
        width={`${w / em}em`}
        height={`${h / em}em`}
        aria-hidden="true"
        focusable="false"
        data-pagefind-ignore=""
      >
        <Drawing x={0} y={0} w={w} h={h} face={face} mark={mark} turn={0} words={words} />
      </svg>
    </span>
  );
}
