import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Table } from '@codegouvfr/react-dsfr/Table';
import {
  type CleEtapeDeclaration,
  etapesDeclaration,
  etatCoproprieteLabels,
  type InfosValidation,
  motifDoublonLabels,
  profilLabels,
  validationsRoutes,
} from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clesValidations } from '../../api/cles-requetes';
import { appelerApi } from '../../api/client';
import { messageErreur } from '../../api/erreurs-appel';
import { Recapitulatif, texteAdresse } from '../declaration/Recapitulatif';
import { valeursFormulaire } from '../declaration/valeurs';
import { ouTiret } from '../teledeclarants/presentation';
import { Echeance, Fiche, FicheComparee, lignesCoproprieteExistante, lignesDemande } from './Fiche';
import { FilEchanges } from './FilEchanges';

const ETAPES = Object.keys(etapesDeclaration) as CleEtapeDeclaration[];

function Section({ id, titre, children }: { id: string; titre: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="fr-mb-6w">
      <h2 id={id} className="fr-h4">
        {titre}
      </h2>
      {children}
    </section>
  );
}

function Chargement({
  etat,
  quoi,
}: {
  etat: { isPending: boolean; isError: boolean; error: unknown };
  quoi: string;
}) {
  if (etat.isPending) return <p role="status">Chargement {quoi}…</p>;
  if (etat.isError)
    return (
      <Alert severity="error" small description={messageErreur(etat.error, `Échec du chargement ${quoi}.`)} />
    );
  return null;
}

/** Adresses de la demande (`infos/adresses/{id}`). */
function Adresses({ n }: { n: number }) {
  const adresses = useQuery({
    queryKey: clesValidations.adresses(n),
    queryFn: () => appelerApi(validationsRoutes.adresses, { params: { id: n } }),
  });
  if (!adresses.data) return <Chargement etat={adresses} quoi="des adresses" />;
  const { adressePrincipale, adresseSecondaire } = adresses.data;
  return (
    <Fiche
      lignes={[
        ['Adresse principale', adressePrincipale ? texteAdresse(adressePrincipale) : 'Non renseignée'],
        [
          'Adresses complémentaires',
          adresseSecondaire.length === 0 ? (
            'Aucune'
          ) : (
            <ul key="secondaires" className="fr-mb-0">
              {adresseSecondaire.map((a) => (
                <li key={texteAdresse(a)}>{texteAdresse(a)}</li>
              ))}
            </ul>
          ),
        ],
      ]}
    />
  );
}

/** Copropriétés existantes très proches, recalculées à la lecture (`doublon/declaration/adressePrincipale/…`). */
function DoublonsRecalcules({
  n,
  idDeclaration,
  nbBatiments,
}: {
  n: number;
  idDeclaration: number;
  nbBatiments: number;
}) {
  const doublons = useQuery({
    queryKey: clesValidations.doublons(n, idDeclaration, nbBatiments),
    queryFn: () => appelerApi(validationsRoutes.doublons, { params: { id: idDeclaration, n: nbBatiments } }),
  });
  if (!doublons.data) return <Chargement etat={doublons} quoi="des copropriétés proches" />;
  if (doublons.data.length === 0) return <p>Aucune copropriété existante ne ressemble à cette demande.</p>;
  return (
    <Table
      caption="Copropriétés existantes proches de la demande"
      headers={['Numéro', 'Nom', 'Adresse de référence', 'État', 'Ressemblances']}
      data={doublons.data.map((d) => [
        d.numeroImmatriculation ?? 'En attente',
        ouTiret(d.nom),
        ouTiret(d.adresseReference),
        etatCoproprieteLabels[d.etat],
        [
          ...d.motifs.map((m) => motifDoublonLabels[m]),
          d.distanceMetres !== null ? `à ${d.distanceMetres} m` : null,
        ]
          .filter(Boolean)
          .join(', '),
      ])}
    />
  );
}

/** Déclaration déposée (`a-valider/{id}`), en lecture, et doublons recalculés à partir de ses bâtiments. */
function Declaration({ infos }: { infos: InfosValidation }) {
  const n = infos.idCopropriete;
  const demande = useQuery({
    queryKey: clesValidations.declaration(n, infos.idDeclaration),
    queryFn: () => appelerApi(validationsRoutes.declaration, { params: { id: infos.idDeclaration } }),
  });
  const immat = demande.data?.declaration.immatCopropriete;
  return (
    <>
      <Section id="demande-proches" titre="Copropriétés proches">
        {infos.doublon && (
          <div className="registre-comparaison fr-mb-3w">
            <FicheComparee titre="Demande" lignes={lignesDemande(infos)} />
            <FicheComparee
              titre="Copropriété existante signalée comme doublon"
              lignes={lignesCoproprieteExistante(infos.doublon)}
            />
          </div>
        )}
        {immat ? (
          <DoublonsRecalcules
            n={n}
            idDeclaration={infos.idDeclaration}
            nbBatiments={immat.donneesTechniques?.nbBatimentsTotal ?? 0}
          />
        ) : (
          <Chargement etat={demande} quoi="de la déclaration" />
        )}
      </Section>
      <Section id="demande-declaration" titre="Déclaration déposée">
        {immat ? (
          <Recapitulatif valeurs={valeursFormulaire(immat)} etapes={ETAPES} />
        ) : (
          <Chargement etat={demande} quoi="de la déclaration" />
        )}
      </Section>
    </>
  );
}

/** Fil des échanges (`declarations/echanges/{n}`). */
function Echanges({ n }: { n: number }) {
  const fil = useQuery({
    queryKey: clesValidations.echanges(n),
    queryFn: () => appelerApi(validationsRoutes.echanges, { params: { n } }),
  });
  if (!fil.data) return <Chargement etat={fil} quoi="des échanges" />;
  return <FilEchanges fil={fil.data} />;
}

/**
 * La demande telle que le teneur la lit (spec 1 §2 « validation of one request ») : situation, demandeur,
 * adresses, doublon potentiel à côté de la copropriété existante, fil des échanges et déclaration entière.
 */
export function VueDemande({ infos }: { infos: InfosValidation }) {
  const n = infos.idCopropriete;
  return (
    <div className="registre-validations-demande">
      <Section id="demande-situation" titre="Demande">
        <Fiche
          lignes={[
            ['Type de demande', infos.libelleTypeDemande],
            ['État de la copropriété', etatCoproprieteLabels[infos.etatCopropriete]],
            ["Numéro d'immatriculation", infos.numeroImmatriculation ?? 'Pas encore attribué'],
            ['Déclarant', ouTiret(infos.raisonSocialeDemandeur)],
            ['Profil du déclarant', infos.profilDemandeur ? profilLabels[infos.profilDemandeur] : '—'],
            ['Adresse électronique du déclarant', ouTiret(infos.emailDeclarant)],
            ['Déposée le', ouTiret(infos.dateDepot)],
            ['Échéance', <Echeance key="echeance" echeance={infos.echeance} horsDelai={infos.horsDelai} />],
          ]}
        />
      </Section>
      <Section id="demande-adresses" titre="Adresses">
        <Adresses n={n} />
      </Section>
      <Section id="demande-echanges" titre={`Échanges (${infos.nbEchanges})`}>
        <Echanges n={n} />
      </Section>
      <Declaration infos={infos} />
    </div>
  );
}
