// Time travel's slots (docs/product.md#time-travel): each decade slot goes pending -> done
// or error; a regenerate returns it to pending and is ignored while it is pending; the summary
// panel appears when no slot is pending.

import { DECADES, type Decade } from '@/features/time-travel/model/decades';

export type SlotStatus = 'pending' | 'retrying' | 'done' | 'error';

export interface SlotError {
  code: string;
  message: string;
  status: number | null;
  demoMode: boolean;
}

export interface DecadeSlot {
  decade: Decade;
  status: SlotStatus;
  /** The decade's photo as a data URL once done. */
  url: string | null;
  error: SlotError | null;
  /** Which model attempt is running or produced the result (1 = the best-ranked model). */
  attempt: number;
  /** The status text while moving to another model ('Switching models...'). */
  statusText: string | null;
  /** Made on the device because the server runs in demo mode. */
  demo: boolean;
}

export type Slots = Record<Decade, DecadeSlot>;

export function createSlot(decade: Decade): DecadeSlot {
  return { decade, status: 'pending', url: null, error: null, attempt: 1, statusText: null, demo: false };
}

export function createSlots(): Slots {
  return Object.fromEntries(DECADES.map((decade) => [decade, createSlot(decade)])) as Slots;
}

/** Pending and retrying both mean "still working". */
export function isSlotBusy(slot: DecadeSlot): boolean {
  return slot.status === 'pending' || slot.status === 'retrying';
}

export function canRegenerate(slot: DecadeSlot): boolean {
  return !isSlotBusy(slot);
}

export function slotList(slots: Slots): DecadeSlot[] {
  return DECADES.map((decade) => slots[decade]);
}

export function anySlotBusy(slots: Slots): boolean {
  return slotList(slots).some(isSlotBusy);
}

export function showSummary(slots: Slots): boolean {
  return !anySlotBusy(slots);
}

export interface SlotSummary {
  done: number;
  failed: number;
  busy: number;
  demo: boolean;
}

export function summarizeSlots(slots: Slots): SlotSummary {
  const list = slotList(slots);
  return {
    done: list.filter((slot) => slot.status === 'done').length,
    failed: list.filter((slot) => slot.status === 'error').length,
    busy: list.filter(isSlotBusy).length,
    demo: list.some((slot) => slot.demo),
  };
}

export function allSlotsFailed(slots: Slots): boolean {
  return slotList(slots).every((slot) => slot.status === 'error');
}

// Transitions: each returns a new Slots object.

export function regenerateSlot(slots: Slots, decade: Decade): Slots {
  const slot = slots[decade];
  if (!canRegenerate(slot)) return slots;
  return { ...slots, [decade]: createSlot(decade) };
}

export function markRetrying(slots: Slots, decade: Decade, attempt: number, statusText: string): Slots {
  const slot = slots[decade];
  if (!isSlotBusy(slot)) return slots;
  return { ...slots, [decade]: { ...slot, status: 'retrying', attempt, statusText } };
}

export function markDone(slots: Slots, decade: Decade, url: string, { attempt, demo }: { attempt: number; demo: boolean }): Slots {
  return { ...slots, [decade]: { ...slots[decade], status: 'done', url, error: null, attempt, statusText: null, demo } };
}

export function markError(slots: Slots, decade: Decade, error: SlotError): Slots {
  return { ...slots, [decade]: { ...slots[decade], status: 'error', url: null, error, statusText: null, demo: error.demoMode } };
}

/**
 * The page-level status line while slots move between models. The quota text
 * wins because it tells the family why it takes longer.
 */
export function currentStatusText(slots: Slots, quotaText: string): string | null {
  const texts = slotList(slots)
    .filter((slot) => slot.status === 'retrying' && slot.statusText)
    .map((slot) => slot.statusText as string);
  return texts.find((text) => text === quotaText) ?? texts[0] ?? null;
}
