public enum StateSpacePlaceholder {}
