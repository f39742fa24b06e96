import { Button } from '@codegouvfr/react-dsfr/Button';
import { Input } from '@codegouvfr/react-dsfr/Input';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  coproprietesBrouillonsRoutes,
  type DeclarationPrecedente,
  LONGUEUR_MAX_DESCRIPTION_ERREUR,
  SignalementErreurDeclaration,
} from '@registre/domain';
import { useEffect, useRef } from 'react';
import { appelerApi } from '../../api/client';
import {
  Formulaire,
  reporterErreursServeur,
  useActionBloquante,
  useEtatChamp,
  useFormulaire,
} from '../../components/formulaire';
import { storeNotifications } from '../notifications/notifications';

/**
 * Signaler au teneur une erreur dans une déclaration validée (`GET declarations/declarerErreur/{id}?erreur`,
 * ADR 0170) : description libre (1 000 caractères au plus) vérifiée par le schéma du domaine, erreur du serveur
 * sous le champ, notification de succès (« déjà signalée » pour un rejeu) ; annuler ou envoyer rend la main.
 */
export function SignalementErreur({
  declaration,
  libelle,
  onTermine,
}: {
  declaration: DeclarationPrecedente;
  /** Désignation de la déclaration (nature et date), reprise dans le titre et la notification. */
  libelle: string;
  onTermine: () => void;
}) {
  const formulaire = useFormulaire<SignalementErreurDeclaration>({
    defaultValues: { erreur: '' },
    resolver: zodResolver(SignalementErreurDeclaration),
  });
  const action = useActionBloquante();
  const champ = useEtatChamp<SignalementErreurDeclaration>('erreur', { control: formulaire.control });
  const zone = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...enregistrement } = formulaire.register('erreur');
  const longueur = formulaire.watch('erreur').length;

  useEffect(() => zone.current?.focus(), []);

  const envoyer = formulaire.handleSubmit(async ({ erreur }) => {
    try {
      const reponse = await action.executer(
        () =>
          appelerApi(coproprietesBrouillonsRoutes.declarerErreur, {
            params: { id: declaration.id },
            query: { erreur },
          }),
        { relancer: true },
      );
      if (!reponse) return;
      storeNotifications.ajouter({
        type: 'success',
        titre: reponse.dejaSignale ? 'Erreur déjà signalée' : 'Erreur signalée',
        description: reponse.dejaSignale
          ? `Vous aviez déjà signalé cette erreur sur la déclaration (${libelle}) : le teneur du registre l'a reçue.`
          : `Le teneur du registre a reçu votre signalement sur la déclaration (${libelle}).`,
      });
      onTermine();
    } catch (e) {
      reporterErreursServeur(e, formulaire.setError, ['erreur'], { champParDefaut: 'erreur' });
    }
  });

  return (
    <Formulaire
      formulaire={formulaire}
      onSubmit={(e) => void envoyer(e)}
      aria-labelledby={`titre-signalement-${declaration.id}`}
      className="fr-mt-3w"
    >
      <h2 id={`titre-signalement-${declaration.id}`} className="fr-h6">
        Signaler une erreur — {libelle}
      </h2>
      <p className="fr-text--sm">
        Une déclaration validée ne se modifie plus : décrivez l'erreur, le teneur du registre la recevra et
        vous répondra.
      </p>
      <Input
        textArea
        label="Description de l'erreur"
        hintText={`${longueur} / ${LONGUEUR_MAX_DESCRIPTION_ERREUR} caractères`}
        state={champ.state}
        stateRelatedMessage={champ.stateRelatedMessage}
        nativeTextAreaProps={{
          ...enregistrement,
          ref: (element) => {
            ref(element);
            zone.current = element;
          },
          rows: 4,
          maxLength: LONGUEUR_MAX_DESCRIPTION_ERREUR,
          'aria-required': true,
        }}
      />
      <ul className="fr-btns-group fr-btns-group--inline-md fr-btns-group--sm">
        <li>
          <Button type="submit" disabled={action.enCours}>
            Envoyer au teneur du registre
          </Button>
        </li>
        <li>
          <Button type="button" priority="secondary" onClick={onTermine}>
            Annuler le signalement
          </Button>
        </li>
      </ul>
    </Formulaire>
  );
}
