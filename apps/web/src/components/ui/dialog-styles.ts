export const overlayStyles = 'fixed inset-0 z-40 bg-slate-900/50'
export const panelStyles =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none'
