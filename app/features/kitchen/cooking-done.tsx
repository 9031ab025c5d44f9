/** Cooking mode's last screen (issue 22): the cook is done, not thrown out; rate it, plan it again, or go back. */
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";

export function CookingDone({
  title,
  onRate,
  onAddToPlan,
  onClose,
}: {
  title: string;
  onRate?: () => void;
  onAddToPlan?: () => void;
  onClose(): void;
}) {
  return (
    <section aria-labelledby="fim-do-preparo" className="mt-8 text-center">
      <Icon name="chef-hat" className="mx-auto size-14 text-brand-700" />
      <h2 id="fim-do-preparo" tabIndex={-1} className="mt-4 text-3xl font-bold text-brand-800 outline-none">
        {t.cooking.doneTitle}
      </h2>
      <p className="mt-3 text-xl text-stone-700">{t.cooking.doneText(title)}</p>
      <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3">
        {onRate ? (
          <Button variant="secondary" size="lg" icon="star" onClick={onRate}>
            {t.cooking.rate}
          </Button>
        ) : null}
        {onAddToPlan ? (
          <Button variant="secondary" size="lg" icon="calendar-plus" onClick={onAddToPlan}>
            {t.card.addToPlan}
          </Button>
        ) : null}
        <Button variant="secondary" size="lg" icon="chevron-left" onClick={onClose}>
          {t.cooking.backToRecipe}
        </Button>
      </div>
    </section>
  );
}
