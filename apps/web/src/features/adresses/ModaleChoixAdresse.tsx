import { RadioButtons } from '@codegouvfr/react-dsfr/RadioButtons';
import type { AdresseCandidate } from '@registre/domain';
import { useEffect, useState } from 'react';
import { Modale } from '../../components/formulaire';

export interface ModaleChoixAdresseProps {
  ouverte: boolean;
  /** Adresse telle que saisie, rappelée dans la fenêtre. */
  saisie: string;
  candidates: readonly AdresseCandidate[];
  onChoisir: (candidate: AdresseCandidate) => void;
  /** « Garder mon adresse » : l'adresse saisie est gardée, non géolocalisée. */
  onGarder: () => void;
  onFermer: () => void;
}

/**
 * Fenêtre de géolocalisation de l'adresse (spec 1 §2 et §4) : les adresses trouvées, à choisir, ou l'adresse
 * saisie à garder telle quelle.
 */
export function ModaleChoixAdresse({
  ouverte,
  saisie,
  candidates,
  onChoisir,
  onGarder,
  onFermer,
}: ModaleChoixAdresseProps) {
  const [choix, setChoix] = useState<string | null>(null);
  useEffect(() => {
    if (ouverte) setChoix(null);
  }, [ouverte]);
  const choisie = candidates.find((c) => c.properties.id === choix);
  return (
    <Modale
      ouverte={ouverte}
      onFermer={onFermer}
      titre="Choisir l’adresse géolocalisée"
      taille="LG"
      boutons={[
        { children: 'Garder mon adresse', priority: 'secondary', onClick: onGarder },
        {
          children: 'Choisir cette adresse',
          disabled: choisie === undefined,
          onClick: () => {
            if (choisie) onChoisir(choisie);
          },
        },
      ]}
    >
      <p>
        Adresse saisie : <strong>{saisie}</strong>
      </p>
      <RadioButtons
        legend={
          candidates.length > 1
            ? `${candidates.length} adresses correspondent à votre saisie : choisissez la vôtre.`
            : 'Une adresse proche de votre saisie a été trouvée : est-ce la vôtre ?'
        }
        name="choix-adresse"
        options={candidates.map((c) => ({
          label: c.properties.label,
          ...(c.properties.oldcity ? { hintText: `Commune déléguée : ${c.properties.oldcity}` } : {}),
          nativeInputProps: {
            value: c.properties.id,
            checked: choix === c.properties.id,
            onChange: () => setChoix(c.properties.id),
          },
        }))}
      />
    </Modale>
  );
}
