type Listener = () => void;

export interface Toast {
  id: number;
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const l of listeners) l();
};

export const toastStore = {
  get: () => toasts,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};

export function showToast(text: string, ms = 4000) {
  const id = nextId++;
  // one toast at a time: a new message replaces the previous one instead of stacking duplicates
  toasts = [{ id, text }];
  emit();
  setTimeout(() => toastStore.dismiss(id), ms);
}
