import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type Control, type FieldErrors, type FieldValues, useFormState } from 'react-hook-form';
import { resoudreMessageErreur } from './erreurs-champ';

interface ErreurAPlat {
  nom: string;
  message: string;
}

/** Erreurs de champ de react-hook-form mises à plat (`representantLegal.email`), sans l'erreur générale. */
export function erreursAPlat(erreurs: FieldErrors, prefixe = ''): ErreurAPlat[] {
  const resultat: ErreurAPlat[] = [];
  for (const [cle, valeur] of Object.entries(erreurs)) {
    if (prefixe === '' && cle === 'root') continue;
    if (typeof valeur !== 'object' || valeur === null) continue;
    const nom = prefixe === '' ? cle : `${prefixe}.${cle}`;
    const feuille = valeur as { type?: unknown; message?: unknown };
    if (typeof feuille.type === 'string' || typeof feuille.message === 'string') {
      const message = resoudreMessageErreur({
        type: typeof feuille.type === 'string' ? feuille.type : undefined,
        message: typeof feuille.message === 'string' ? feuille.message : undefined,
      });
      if (message) resultat.push({ nom, message });
    } else {
      resultat.push(...erreursAPlat(valeur as FieldErrors, nom));
    }
  }
  return resultat;
}

interface EntreeResume extends ErreurAPlat {
  /** Élément de saisie du champ dans le formulaire, quand il y en a un. */
  element: HTMLElement | null;
  libelle: string | null;
}

/** Libellé visible d'un champ : son `<label>` (sans le texte d'aide) ou la légende de son groupe. */
function libelleDuChamp(formulaire: HTMLFormElement, element: HTMLElement): string | null {
  const label =
    (element.id
      ? formulaire.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(element.id)}"]`)
      : null) ?? element.closest('label');
  const source =
    element.getAttribute('type') === 'radio' ? element.closest('fieldset')?.querySelector('legend') : label;
  if (!source) return null;
  const copie = source.cloneNode(true) as HTMLElement;
  for (const aide of copie.querySelectorAll('.fr-hint-text, .fr-message, .fr-messages-group')) aide.remove();
  const texte = copie.textContent?.replace(/\s+/g, ' ').trim();
  return texte || null;
}

function elementDuChamp(formulaire: HTMLFormElement, nom: string): HTMLElement | null {
  return formulaire.querySelector<HTMLElement>(`[name="${CSS.escape(nom)}"]:not([type="hidden"])`);
}

export interface ResumeErreursProps<T extends FieldValues> {
  control: Control<T>;
  formulaire: RefObject<HTMLFormElement | null>;
}

/**
 * Résumé des erreurs en haut du formulaire (ADR 0111) : après une soumission refusée (par le schéma ou par
 * le serveur), il liste chaque champ en erreur avec un lien qui y mène et reçoit le focus, pour qu'un
 * lecteur d'écran l'annonce. La liste suit les corrections et disparaît quand il n'y a plus d'erreur.
 */
export function ResumeErreurs<T extends FieldValues>({ control, formulaire }: ResumeErreursProps<T>) {
  const { errors, submitCount, isSubmitting } = useFormState({ control });
  const erreurs = submitCount > 0 ? erreursAPlat(errors) : [];
  const signature = JSON.stringify(erreurs);
  const [entrees, setEntrees] = useState<EntreeResume[]>([]);
  const refResume = useRef<HTMLDivElement>(null);
  const derniereSoumissionAnnoncee = useRef(0);

  // Les libellés et les cibles des liens se lisent dans le formulaire affiché.
  useLayoutEffect(() => {
    const form = formulaire.current;
    const liste: ErreurAPlat[] = JSON.parse(signature);
    setEntrees(
      liste.map((erreur) => {
        const element = form ? elementDuChamp(form, erreur.nom) : null;
        return { ...erreur, element, libelle: form && element ? libelleDuChamp(form, element) : null };
      }),
    );
  }, [signature, formulaire]);

  useEffect(() => {
    if (isSubmitting || submitCount <= derniereSoumissionAnnoncee.current || entrees.length === 0) return;
    derniereSoumissionAnnoncee.current = submitCount;
    refResume.current?.focus();
  }, [isSubmitting, submitCount, entrees.length]);

  if (entrees.length === 0) return null;
  const titre =
    entrees.length === 1
      ? 'Le formulaire contient une erreur'
      : `Le formulaire contient ${entrees.length} erreurs`;
  return (
    <div ref={refResume} tabIndex={-1} className="fr-mb-3w" data-testid="resume-erreurs">
      <Alert
        severity="error"
        title={titre}
        description={
          <>
            Corrigez les champs suivants puis envoyez à nouveau :
            <ul>
              {entrees.map(({ nom, message, element, libelle }) => (
                <li key={nom}>
                  {element ? (
                    <a
                      href={element.id ? `#${element.id}` : '#'}
                      onClick={(evenement) => {
                        evenement.preventDefault();
                        element.focus();
                      }}
                    >
                      {libelle ? `${libelle} : ${message}` : message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
          </>
        }
      />
    </div>
  );
}
