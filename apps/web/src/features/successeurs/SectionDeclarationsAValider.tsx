import { Button } from '@codegouvfr/react-dsfr/Button';
import {
  actionCoproprieteLabels,
  type DeclarationPredecesseurAValider,
  type DeclarationsPredecesseurAValider,
  formaterNumeroImmatriculation,
  possede,
  type SuccesseurValide,
  successeurRoutes,
  TAILLE_PAGE_DECLARATIONS_A_VALIDER,
} from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { clesCoproprietes } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { Modale } from '../../components/formulaire';
import { Tableau } from '../../components/socle/Tableau';
import { storeNotifications } from '../notifications/notifications';
import { useSession } from '../session/session';
import { ouTiret } from '../teledeclarants/presentation';
import { FormulaireValidationSuccesseur } from './FormulaireValidationSuccesseur';

const LIBELLE_VALIDER_PREDECESSEUR = actionCoproprieteLabels.VALIDER_DECLARATION_PREDECESSEUR;

const designation = (l: DeclarationPredecesseurAValider) =>
  l.numeroImmatriculation ? formaterNumeroImmatriculation(l.numeroImmatriculation) : (l.nom ?? `n° ${l.id}`);

/**
 * Section de la liste des copropriétés (ADR 0312) : les copropriétés dont le mandat courant désigne l'établissement
 * de la personne connectée comme successeur, déclaration en attente. Lue à part (`GET successeur/declarations-a-
 * valider`), elle n'apparaît que s'il y en a. L'action de ligne ouvre une modale : ce que la validation fait, les
 * dates du mandat, `PUT successeur` avec la copropriété ; puis notification, section et liste rechargées (la
 * copropriété passe dans la liste du successeur).
 */
export function SectionDeclarationsAValider({ onValidee }: { onValidee: () => void }) {
  const { compte } = useSession();
  const autorise = compte !== null && possede(compte, 'VALIDER_DECLA_PREDECESSEUR');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const [ouverte, setOuverte] = useState<DeclarationPredecesseurAValider | null>(null);
  // Dernière ligne affichée : le contenu reste en place pendant l'animation de fermeture.
  const [affichee, setAffichee] = useState(ouverte);
  if (ouverte !== null && ouverte !== affichee) setAffichee(ouverte);
  const requete = useQuery({
    queryKey: clesCoproprietes.declarationsAValider(page),
    queryFn: () =>
      appelerApi(successeurRoutes.declarationsAValider, {
        query: { page, taille: TAILLE_PAGE_DECLARATIONS_A_VALIDER },
      }),
    enabled: autorise,
  });
  const donnees = requete.data;
  if (!autorise) return null;

  const validee = async (resultat: SuccesseurValide) => {
    setOuverte(null);
    storeNotifications.ajouter({ type: 'success', ...resultat.notification });
    if (page > 1 && donnees?.lignes.length === 1) setPage(page - 1);
    await client.invalidateQueries({ queryKey: clesCoproprietes.tout });
    onValidee();
  };

  const cible = ouverte ?? affichee;
  return (
    <>
      {donnees !== undefined && donnees.totalItems > 0 && (
        <Section donnees={donnees} page={page} onPage={setPage} onOuvrir={setOuverte} />
      )}
      {/* Toujours montée : la section peut disparaître avec sa dernière ligne pendant la fermeture. */}
      <Modale
        ouverte={ouverte !== null}
        onFermer={() => setOuverte(null)}
        titre={LIBELLE_VALIDER_PREDECESSEUR}
        taille="MD"
      >
        {cible && (
          <>
            <p>
              Copropriété concernée : <strong>« {designation(cible)} »</strong>
              {cible.nom && cible.numeroImmatriculation ? ` (${cible.nom})` : ''}. Si vous confirmez :
            </p>
            <ul>
              <li>
                le mandat de {cible.predecesseur ?? 'votre prédécesseur'} prend fin la veille du début du
                vôtre et est archivé ;
              </li>
              <li>
                la copropriété est rattachée à votre établissement ; les deux syndics sont informés par
                courriel.
              </li>
            </ul>
            <FormulaireValidationSuccesseur
              key={cible.id}
              cible={{ idCopropriete: cible.id }}
              onValidee={validee}
            />
          </>
        )}
      </Modale>
    </>
  );
}

function Section({
  donnees,
  page,
  onPage,
  onOuvrir,
}: {
  donnees: DeclarationsPredecesseurAValider;
  page: number;
  onPage: (page: number) => void;
  onOuvrir: (ligne: DeclarationPredecesseurAValider) => void;
}) {
  const pages = Math.ceil(donnees.totalItems / TAILLE_PAGE_DECLARATIONS_A_VALIDER);
  return (
    <section aria-labelledby="titre-declarations-a-valider" className="fr-mb-4w">
      <h2 id="titre-declarations-a-valider" className="fr-h4">
        Déclarations de prédécesseurs à valider
      </h2>
      <p>
        Votre établissement est désigné comme successeur du syndic de ces copropriétés. Validez la déclaration
        en indiquant les dates de votre mandat : la copropriété vous est alors rattachée.
      </p>
      <Tableau titre="Déclarations de prédécesseurs à valider">
        <thead>
          <tr>
            <th scope="col">N° d'immatriculation</th>
            <th scope="col">Nom</th>
            <th scope="col">Adresse de référence</th>
            <th scope="col">Syndic prédécesseur</th>
            <th scope="col">Déclarée le</th>
            <th scope="col">À valider au plus tard le</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {donnees.lignes.map((l) => (
            <tr key={l.id} data-testid={`declaration-a-valider-${l.id}`}>
              <td>
                {l.numeroImmatriculation ? formaterNumeroImmatriculation(l.numeroImmatriculation) : '—'}
              </td>
              <td>{ouTiret(l.nom)}</td>
              <td>{ouTiret(l.adresseReference)}</td>
              <td>{ouTiret(l.predecesseur)}</td>
              <td>{l.declareeLe}</td>
              <td>{l.valableJusquAu}</td>
              <td>
                {l.actions.includes('VALIDER_DECLARATION_PREDECESSEUR') ? (
                  <button
                    type="button"
                    className="fr-link fr-link--sm registre-action-bouton"
                    aria-haspopup="dialog"
                    aria-label={`${LIBELLE_VALIDER_PREDECESSEUR} — ${designation(l)}`}
                    onClick={() => onOuvrir(l)}
                  >
                    {LIBELLE_VALIDER_PREDECESSEUR}
                  </button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Tableau>
      {pages > 1 && (
        <ul className="fr-btns-group fr-btns-group--inline-sm fr-btns-group--sm">
          <li>
            <Button priority="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Déclarations précédentes
            </Button>
          </li>
          <li>
            <Button priority="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              Déclarations suivantes
            </Button>
          </li>
        </ul>
      )}
    </section>
  );
}
