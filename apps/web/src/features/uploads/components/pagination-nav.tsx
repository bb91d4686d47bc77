import { cn } from '../../../components/ui/cn.ts'
import { pageWindow } from '../utils/pagination.ts'

const itemStyles =
  'inline-flex h-9 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-medium sm:min-w-9 sm:px-3'

/** Previous, the page window (all pages up to 7, else with ellipses) and Next. */
export function PaginationNav({
  page,
  pages,
  hasPrev,
  hasNext,
  onPage,
}: {
  page: number
  pages: number
  hasPrev: boolean
  hasNext: boolean
  onPage: (page: number) => void
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={cn(
          itemStyles,
          'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent',
        )}
        disabled={!hasPrev}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true" className="sm:hidden">
          ‹
        </span>
        {/* On phones only the arrow shows, so the whole row fits on one line. */}
        <span className="max-sm:sr-only">Previous</span>
      </button>
      {pageWindow(page, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={cn(
              itemStyles,
              item === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={cn(itemStyles, 'text-slate-500')} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={cn(
          itemStyles,
          'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 disabled:hover:bg-transparent',
        )}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        <span className="max-sm:sr-only">Next</span>
        <span aria-hidden="true" className="sm:hidden">
          ›
        </span>
      </button>
    </nav>
  )
}
