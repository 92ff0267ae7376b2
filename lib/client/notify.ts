import { toast } from 'sonner';

/** A toast's button: "Show" after a save. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * Toasts with the spec's durations: success 3 s, error 4 s, loading 2 s (default 4 s, set on the Toaster).
 * A success with an action stays 8 s, long enough to reach its button (hovering pauses it too).
 */
export const notify = {
  success: (message: string, action?: ToastAction) => toast.success(message, action ? { duration: 8000, action } : { duration: 3000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
  loading: (message: string) => toast.loading(message, { duration: 2000 }),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
};
