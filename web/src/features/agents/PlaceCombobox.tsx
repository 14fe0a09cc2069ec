import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { findPlace, suggestPlaces } from "./gazetteer";
import { gazetteerQueryOptions } from "./gazetteer-query";
import type { Place } from "./search";

interface PlaceComboboxProps {
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  onChoose: (place: Place | null) => void;
}

interface PlaceOptionsProps {
  id: string;
  label: string;
  options: Place[];
  activeIndex: number;
  expanded: boolean;
  onChoose: (place: Place) => void;
}

/** The suggestions: focus stays in the input, which points at the active one. */
function PlaceOptions({ id, label, options, activeIndex, expanded, onChoose }: PlaceOptionsProps) {
  return (
    <div id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} className="place-options" hidden={!expanded}>
      {options.map((place, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
        <div
          key={place.label}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === activeIndex}
          className={i === activeIndex ? "active" : undefined}
          onPointerDown={(e) => {
            e.preventDefault();
            onChoose(place);
          }}
        >
          {place.label}
        </div>
      ))}
    </div>
  );
}

export function PlaceCombobox({ label, placeholder, text, onTextChange, onChoose }: PlaceComboboxProps) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const gazetteer = useQuery({ ...gazetteerQueryOptions(), enabled: wanted || text !== "" });
  const options = useMemo(() => (gazetteer.data ? suggestPlaces(gazetteer.data, text) : []), [gazetteer.data, text]);
  const expanded = open && options.length > 0;

  const choose = (place: Place) => {
    onTextChange(place.label);
    onChoose(place);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const n = options.length;
      setActive((i) => (e.key === "ArrowDown" ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === "Enter") {
      const option = expanded && active >= 0 ? options[active] : undefined;
      const typed = option ?? (gazetteer.data ? findPlace(gazetteer.data, text) : null) ?? options[0];
      if (typed) {
        e.preventDefault();
        choose(typed);
      }
    } else if (e.key === "Escape") {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const activeIndex = active >= 0 && active < options.length ? active : -1;
  return (
    <div className="place-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        inputMode="search"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${id}-opt-${activeIndex}` : undefined}
        placeholder={placeholder}
        value={text}
        onFocus={() => setWanted(true)}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          setActive(-1);
          if (e.target.value.trim() === "") onChoose(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <PlaceOptions id={id} label={label} options={options} activeIndex={activeIndex} expanded={expanded} onChoose={choose} />
    </div>
  );
}
