/**
 * A recipe page with 200 reviews (50 with a photo) against one with none (issues 13–14), on one
 * server per build without the micro-cache. The data directory is written by this checkout's
 * code for both builds.
 */
import { benchReviewedPage, type ReviewedPageFigure } from "../load";
import { beforeAfter, bothApps, defineSection, logOf } from "./section";

export const reviewsSection = defineSection<ReviewedPageFigure[]>({
  name: "reviews",
  aliases: ["only-reviews"],
  title: "Página de receita com 200 avaliações (50 com foto) e sem nenhuma (sem micro-cache)",
  needs: "server",
  options: { "load-seconds": { type: "string", default: "10" } },
  run: (context) => bothApps(context, (app) => benchReviewedPage(app.dir, context.number("load-seconds"), logOf(context, app))),
  print({ now, before }) {
    const previous = new Map(before?.map((figure) => [figure.page, figure]));
    console.table(
      now.map((figure) => ({
        página: figure.page,
        "HTML gzip (KB)": beforeAfter(previous.get(figure.page)?.htmlGzipKb, figure.htmlGzipKb),
        "CPU por página (ms)": beforeAfter(previous.get(figure.page)?.cpuMsPerRequest, figure.cpuMsPerRequest, 2),
        "p50 (ms)": beforeAfter(previous.get(figure.page)?.p50, figure.p50, 0),
        "p99 (ms)": beforeAfter(previous.get(figure.page)?.p99, figure.p99, 0),
        erros: beforeAfter(previous.get(figure.page)?.errors, figure.errors, 0),
      })),
    );
  },
  summary: ({ now, before }) =>
    now.map((figure) => ({
      figure: `CPU por render, ${figure.page}`,
      before: before?.find((entry) => entry.page === figure.page)?.cpuMsPerRequest,
      now: figure.cpuMsPerRequest,
      digits: 2,
      unit: " ms",
    })),
});
