import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const FormulaireNewsletter = lazy(() =>
  import('./FormulaireNewsletter').then((m) => ({ default: m.FormulaireNewsletter })),
);

/**
 * Inscription à la lettre d'information au-dessus du pied de page (spec 1 §2). Le formulaire (et zod, et le
 * captcha) ne se charge que lorsque le bloc approche de l'écran : le JavaScript de chaque page n'en porte
 * rien (ADR 0260, 0261).
 */
export function NewsletterPiedDePage() {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observateur = new IntersectionObserver(
      (entrees) => {
        if (entrees.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observateur.observe(element);
    return () => observateur.disconnect();
  }, [visible]);
  return (
    <div className="fr-follow" ref={ref} data-testid="pied-newsletter">
      <div className="fr-container">
        <div className="fr-grid-row">
          <div className="fr-col-12 fr-col-md-8">
            {visible ? (
              <Suspense fallback={<p role="status">Chargement…</p>}>
                <FormulaireNewsletter titre="Abonnez-vous à la lettre d'information" />
              </Suspense>
            ) : (
              <p className="fr-h4">Abonnez-vous à la lettre d'information</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
