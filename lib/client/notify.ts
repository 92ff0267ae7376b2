import { toast } from 'sonner';

/** Toasts with the spec's durations: success 3 s, error 4 s, loading 2 s (default 4 s, set on the Toaster). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
  loading: (message: string) => toast.loading(message, { duration: 2000 }),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
};
