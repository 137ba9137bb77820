import type { ReactNode } from 'react';
import { CreditCardOutlined } from '@ant-design/icons';

/**
 * The card brands Stripe reports (`card.brand`, and the card number element's `brand` while typing) and the
 * local provider's test cards. Anything else is shown with a generic card.
 */
export const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export function cardBrandName(brand: string | null | undefined): string {
  return (brand && cardBrandNames[brand.toLowerCase()]) || 'Card';
}

const W = 38;
const H = 24;

/** The card's background: white with a light border unless the brand's own colour is given. */
function Plate({ fill }: { fill?: string }) {
  return <rect width={W} height={H} rx={3} fill={fill ?? '#fff'} stroke={fill ? undefined : '#d9d9d9'} />;
}

/** A brand's lettering: bold Arial, the one typeface every mark here uses. */
function Word(props: {
  x: number;
  y: number;
  size: number;
  fill: string;
  centred?: boolean;
  italic?: boolean;
  children: string;
}) {
  return (
    <text
      x={props.x}
      y={props.y}
      textAnchor={props.centred ? 'middle' : undefined}
      fontFamily="Arial, Helvetica, sans-serif"
      fontSize={props.size}
      fontWeight={700}
      fontStyle={props.italic ? 'italic' : undefined}
      fill={props.fill}
    >
      {props.children}
    </text>
  );
}

/** Simplified marks drawn inline: no image requests, no icon font, crisp at any size. */
const marks: Record<string, ReactNode> = {
  visa: (
    <>
      <Plate />
      <Word x={19} y={16.5} size={11} fill="#1a1f71" centred italic>
        VISA
      </Word>
    </>
  ),
  mastercard: (
    <>
      <Plate fill="#252525" />
      <circle cx={15} cy={12} r={7} fill="#eb001b" />
      <circle cx={23} cy={12} r={7} fill="#f79e1b" />
      <path d="M19 6.4a7 7 0 0 1 0 11.2 7 7 0 0 1 0-11.2z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <Plate fill="#006fcf" />
      <Word x={19} y={15.5} size={9} fill="#fff" centred>
        AMEX
      </Word>
    </>
  ),
  discover: (
    <>
      <Plate />
      <Word x={4} y={14.5} size={6} fill="#231f20">
        DISC
      </Word>
      <circle cx={22.5} cy={12.5} r={3.2} fill="#f48120" />
      <Word x={26.5} y={14.5} size={6} fill="#231f20">
        VER
      </Word>
    </>
  ),
  diners: (
    <>
      <Plate />
      <circle cx={19} cy={12} r={8} fill="#0079be" />
      <circle cx={19} cy={12} r={5.5} fill="#fff" />
      <rect x={18} y={6.5} width={2} height={11} fill="#0079be" />
    </>
  ),
  jcb: (
    <>
      <Plate />
      <rect x={7} y={4} width={8} height={16} rx={3} fill="#0e4c96" />
      <rect x={15} y={4} width={8} height={16} rx={3} fill="#e21836" />
      <rect x={23} y={4} width={8} height={16} rx={3} fill="#00913a" />
      <Word x={19} y={15} size={7} fill="#fff" centred>
        JCB
      </Word>
    </>
  ),
  unionpay: (
    <>
      <Plate />
      <path d="M6 4h9l-3 16H3z" fill="#e21836" />
      <path d="M15 4h9l-3 16h-9z" fill="#00447c" />
      <path d="M24 4h9l-3 16h-9z" fill="#007b84" />
    </>
  ),
};

/** Spec 1 §3 'Card: … logo image': the brand's mark, or a generic card for a brand we do not draw. */
export function CardBrandLogo({ brand, height = 24 }: { brand: string | null | undefined; height?: number }) {
  const key = brand?.toLowerCase() ?? '';
  const mark = marks[key];
  const name = cardBrandName(brand);
  if (!mark)
    return (
      <CreditCardOutlined
        role="img"
        aria-label={name}
        data-brand="unknown"
        style={{ fontSize: height, color: '#8c8c8c' }}
      />
    );
  return (
    <svg
      role="img"
      aria-label={name}
      data-brand={key}
      viewBox={`0 0 ${W} ${H}`}
      width={(height * W) / H}
      height={height}
      style={{ display: 'block', flex: 'none' }}
    >
      {mark}
    </svg>
  );
}
